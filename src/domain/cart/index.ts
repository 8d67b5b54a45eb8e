export * from './cart';
export * from './rules';
export * from './schemas';
