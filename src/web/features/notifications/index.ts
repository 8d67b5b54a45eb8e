/** The notifications feature's web surface: the settings card /profile and the studio show, and the console's section. */
export { NotificationSettings } from './notification-settings';
export { AdminNotifications } from './admin-notifications';
