/** One device signed in to an account, as its owner sees it (never the session's token). */
export interface DeviceSession {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}
