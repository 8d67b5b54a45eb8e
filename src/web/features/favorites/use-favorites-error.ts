import { useChangeErrorToast } from '../../lib/use-change-error-toast';

export const useFavoritesErrorToast = () => useChangeErrorToast('favoritesPage.errorTitle');
