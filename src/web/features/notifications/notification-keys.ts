/** The query key of the caller's notification settings (every mutation here changes them). */
export const NOTIFICATION_SETTINGS_KEY = ['notification-settings'] as const;
