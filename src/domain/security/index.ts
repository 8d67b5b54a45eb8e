export * from './password';
export * from './input';
export * from './email';
