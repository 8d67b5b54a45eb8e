export * from './cart';
export * from './rules';
// './schemas' (zod) is imported directly by the server, so web bundles that use the rules stay free of zod.
export * from './stored';
