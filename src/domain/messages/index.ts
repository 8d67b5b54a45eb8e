export * from './rules';
export * from './notes';
