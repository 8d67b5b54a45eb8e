export type { DeviceSession } from './api';
