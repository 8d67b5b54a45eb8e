/** The notifications feature's web surface: the settings card /profile and the studio show. */
export { NotificationSettings } from './notification-settings';
