import { DELETED_CUSTOMER_NAME } from '@domain/orders/constants';
import { useTranslation } from '../../lib/use-translation';

/**
 * The customer's name as an order stores it, except the placeholder of a deleted account, which
 * the server writes in English and the reader sees in their own language.
 */
export function useCustomerName(): (name: string) => string {
  const { t } = useTranslation('orders');
  return (name) => (name === DELETED_CUSTOMER_NAME ? t('deletedCustomer') : name);
}
