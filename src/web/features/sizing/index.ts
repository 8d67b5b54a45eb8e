// The sizing feature's public surface; other features import from here only.
export { SizeGuideLauncher } from './size-guide-launcher';
export { usePendingMeasurementsSync } from './use-pending-measurements-sync';
export type { ConfirmOutcome, ConfirmTarget } from './use-confirm-measurements';
export { useConfirmMeasurements } from './use-confirm-measurements';
export { readPending } from './pending';
export { snapshotFromRecord } from './snapshot';
export type { GuideContext, HeightInput, MeasurementSnapshot, SizeRecommendationSummary } from './types';
export { toAttachmentPayload } from './snapshot';
export { MeasurementBadge } from './saved-measurements/measurement-badge';
export { SavedMeasurementsDialog } from './saved-measurements/saved-measurements-dialog';
export { sizeCategoryForSlug } from '@domain/sizing/category';
export { ownedRecord } from './saved-measurements/owned-record';
// A guest's measurements join the account at sign-in; the code for it loads only when some wait.
export const loadPendingMeasurementsSync = () => import('./pending-sync');
export { SizingCartProvider, type SizingCartHooks } from './sizing-cart';
export { useSizeChart } from './get-size-chart';
export { useUnitPreference } from './use-unit-preference';
