export * from './password';
export * from './input';
