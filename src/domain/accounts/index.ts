export * from './schemas';
export * from './newsletter';
export * from './sessions';
export * from './admin-users';
