export * from './password';
export * from './input';
export * from './email';
export * from './mail-name';
