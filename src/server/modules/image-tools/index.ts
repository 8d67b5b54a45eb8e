export { imageToolsRoutes } from './routes';
export type { ImageEngine } from './service';
