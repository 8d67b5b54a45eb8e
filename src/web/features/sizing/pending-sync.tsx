import { usePendingMeasurementsSync } from './use-pending-measurements-sync';

/** Mounted (lazily, by the app shell) only while a guest's measurements wait for an account. */
export function PendingMeasurementsSync() {
  usePendingMeasurementsSync();
  return null;
}
