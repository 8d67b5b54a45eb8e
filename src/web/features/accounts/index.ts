export { AccountMenu } from './account-menu';
export { AuthTabs } from './auth-forms';
export { DesignerGateDialog, useBecomeDesigner } from './designer-gate';
export { useMe, meQuery } from './get-me';
export type { Me } from './types';
export { useErrorText } from './use-error-text';
