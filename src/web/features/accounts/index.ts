export { AccountMenu } from './account-menu';
export { AccountMenuTrigger } from './account-menu-trigger';
export { DesignerGateDialog, useBecomeDesigner } from './designer-gate';
export { useMe, meQuery } from './get-me';
export type { Me } from './types';
export { useErrorText } from './use-error-text';
export { AccountSettings } from './account-settings';
export { ConfirmEmailReminder } from './confirm-email-reminder';
