/** The returns feature's web surface: the order page's per-line panel, the studio's list, the policy note pages print. */
export { LineReturns } from './shopper-returns';
export { DesignerReturns } from './designer-returns';
export { ReturnsPolicyNote } from './returns-policy-note';
export { useReturnsPolicy } from './get-returns-policy';
export { AdminReturns } from './admin-returns';
