/** The accounts feature's public surface: what other features may use of it. */
export { isConfirmedAddressOf } from './queries';
