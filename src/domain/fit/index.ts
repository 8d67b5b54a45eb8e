// The public surface of the photo-fit domain, shared by the server and the web app.
// schemas.ts (zod) is imported directly where needed, so pages that only need the rules stay free of zod;
// girth-fit.ts and synthetic-body.ts serve the fitting script and the tests only.
export * from './types';
export * from './quality-gate';
export * from './girth-model';
export * from './scale';
export * from './silhouette';
export * from './measure';
export * from './camera';
