import { useChangeErrorToast } from '../../lib/use-change-error-toast';

export const useCartErrorToast = () => useChangeErrorToast('errors.title');
