// The public surface of the sizing domain, shared by the server and the web app.
// schemas.ts (zod) is imported directly where needed, so pages that only need the rules stay free of zod.
export * from './types';
export * from './constants';
export * from './units';
export * from './validation';
export * from './default-size-charts';
export * from './waist';
export * from './recommend';
export * from './cart-gating';
export * from './estimator';
export * from './unit-preference';
