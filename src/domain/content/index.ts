export * from './links';
export * from './markdown';
export * from './nav';
export * from './schemas';
