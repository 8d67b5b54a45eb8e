// The menu's chunk loads when it is first opened (the header's account button).
export const loadAccountMenu = () => import('./account-menu');
export { signIn } from './sign-in';
export { signOut } from './sign-out';
export { useSignOutElsewhere } from './personal-storage';
export { AccountMenuTrigger } from './account-menu-trigger';
export { DesignerGateDialog, useBecomeDesigner } from './designer-gate';
export { useMe, meQuery, useRememberAccount } from './get-me';
export { useMeId, useMeRole } from './use-me-id';
export type { Me } from '@domain/accounts/api';
export { AccountSettings } from './account-settings';
export { ConfirmEmailReminder } from './confirm-email-reminder';
export { useResendConfirmation } from './resend-confirmation';
export { SignInRequired } from './sign-in-required';
// The account's application to become a designer: the profile page shows its status, the studio its form.
export { ApplicationStatusCard } from './application-status-card';
export { useApplication, applicationQuery, applicationQueryKey, type ApplicationState, type DesignerApplication } from './get-application';
