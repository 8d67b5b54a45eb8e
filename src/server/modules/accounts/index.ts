/** The accounts feature's public surface: what app.ts and other features may use of it. */
export { accountsRoutes } from './routes';
export { createAuthMailer, type AuthMailerDeps } from './mails';
export { createAccountsService, createUserAdministration, type AccountsService, type AccountsServiceDeps, type UserAdministration } from './service';
export { isConfirmedAddressOf } from './queries';
