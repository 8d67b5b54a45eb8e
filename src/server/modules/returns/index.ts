/** The returns feature's public surface (issue 39): app.ts builds the service once and hands it to the routes and the deadline job. */
export { createReturnsService, type ReturnsActor, type ReturnsService, type ReturnsServiceOptions } from './service';
export { returnsRoutes } from './routes';
