export * from './kinds';
export * from './phone';
export * from './schedule';
export * from './sms';
export * from './telegram';
export * from './templates';
export * from './texts';
