export * from './schemas';
export * from './newsletter';
