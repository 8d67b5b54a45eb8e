import { DELETED_CUSTOMER_NAME } from '../../../domain/orders/constants';
import type { Database } from '../../db/client';
import { forgetCustomerOnOrders, openOrderCountOf } from './queries';

/** What the orders feature tells the accounts feature when a customer leaves. */
export { DELETED_CUSTOMER_NAME };

export function createCustomerRecords({ db }: { db: Database }) {
  return {
    /** Orders still on their way: an account holding one cannot be deleted yet. */
    openOrderCount: (userId: string) => openOrderCountOf(db, userId),
    /** Runs inside the caller's transaction, before the account row goes. */
    forget: (tx: Database, userId: string) => forgetCustomerOnOrders(tx, userId, DELETED_CUSTOMER_NAME),
  };
}

export type CustomerRecords = ReturnType<typeof createCustomerRecords>;
