export * from './auth';
export * from './accounts';
export * from './catalog';
export * from './content';
export * from './shopping';
export * from './sizing';
export * from './admin';
export * from './image-tools';
