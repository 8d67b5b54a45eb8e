// The public surface of fit feedback (issue 18), shared by the server and the web app.
// schemas.ts (zod) is imported directly where needed, like the other domains.
export * from './types';
export * from './offsets';
export * from './summary';
