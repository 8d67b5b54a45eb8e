import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout, PageFallback } from './layout';

/** Each page is its own chunk, loaded when first visited (shop.md §2 routes). */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

const feature = (name: string) => page(() => import('../features/content/feature-page').then((m) => ({ Component: m.featurePage(name) })));
const info = (name: string) => page(() => import('../features/content/info-page').then((m) => ({ Component: m.infoPage(name) })));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page').then((m) => ({ Component: m.HomePage }))) },
      { path: 'products', ...page(() => import('../features/catalog/products-page').then((m) => ({ Component: m.ProductsPage }))) },
      { path: 'categories', ...page(() => import('../features/catalog/categories-page').then((m) => ({ Component: m.CategoriesPage }))) },
      { path: 'designers', ...page(() => import('../features/catalog/designers-page').then((m) => ({ Component: m.DesignersPage }))) },
      { path: 'designers/terms', ...info('designer-terms') },
      { path: 'designer-terms', element: <Navigate to="/designers/terms" replace /> },
      { path: 'designers-terms', element: <Navigate to="/designers/terms" replace /> },
      { path: 'tos-designers', element: <Navigate to="/designers/terms" replace /> },
      { path: 'designers/:param', ...page(() => import('../features/catalog/designer-page').then((m) => ({ Component: m.DesignerPage }))) },
      { path: 'designers/:param/products', ...page(() => import('../features/catalog/designer-page').then((m) => ({ Component: m.DesignerPage }))) },
      { path: 'about', ...page(() => import('../features/content/about-page').then((m) => ({ Component: m.AboutPage }))) },
      { path: 'product/:id', ...page(() => import('../features/catalog/product-page').then((m) => ({ Component: m.ProductPage }))) },
      { path: 'checkout', ...feature('checkout') },
      { path: 'order-success', ...feature('order-success') },
      { path: 'login', ...page(() => import('../features/accounts/login-page').then((m) => ({ Component: m.LoginPage }))) },
      { path: 'designer-register', ...feature('designer-register') },
      { path: 'designer-dashboard', ...feature('designer-dashboard') },
      { path: 'designer/add-product', ...feature('designer-add-product') },
      { path: 'designer/edit-product/:id', ...feature('designer-edit-product') },
      { path: 'new-arrivals', ...page(() => import('../features/catalog/new-arrivals-page').then((m) => ({ Component: m.NewArrivalsPage }))) },
      { path: 'sale', ...page(() => import('../features/sale/sale-page').then((m) => ({ Component: m.SalePage }))) },
      { path: 'favorites', ...page(() => import('../features/favorites/favorites-page').then((m) => ({ Component: m.FavoritesPage }))) },
      { path: 'help', ...info('help') },
      { path: 'shipping', ...info('shipping') },
      { path: 'returns', ...info('returns') },
      { path: 'size-guide', ...page(() => import('../features/sizing/size-guide-page').then((m) => ({ Component: m.SizeGuidePage }))) },
      { path: 'contact', ...info('contact') },
      { path: 'privacy', ...info('privacy') },
      { path: 'terms', ...info('terms') },
      { path: 'admin', ...feature('admin') },
      { path: 'profile', ...feature('profile') },
      { path: 'background-remover', ...feature('background-remover') },
      { path: 'health-check', ...page(() => import('../features/shell/health-check-page').then((m) => ({ Component: m.HealthCheckPage }))) },
      { path: 'dev/scan', ...feature('dev-scan') },
      { path: '*', ...page(() => import('../features/shell/not-found-page').then((m) => ({ Component: m.NotFoundPage }))) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
