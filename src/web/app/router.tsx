import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout';

/**
 * Routes in react-router's declarative mode: the app has no loaders or actions, and the data
 * router (createBrowserRouter) would add 17 KB gzipped to every page for nothing.
 *
 * Each page is its own chunk, loaded when first visited (shop.md §2 routes). A page whose chunk
 * is already here renders directly, not through React.lazy, so a server-rendered page hydrates
 * without suspending: `preloadRoute` loads it first (main.tsx, entry-server.tsx).
 */
interface Page {
  /** The page's module, as the build manifest names it (`features/catalog/products-page.tsx`). */
  module: string;
  load(): Promise<ComponentType>;
  loaded: ComponentType | null;
  Lazy: LazyExoticComponent<ComponentType>;
}

type PageModule = Record<string, unknown>;
// A feature's pages sit at its root or one folder down (features/orders/checkout/checkout-page.tsx).
const pageModules = import.meta.glob<PageModule>(['../features/*/*-page.tsx', '../features/*/*/*-page.tsx']);

function definePage(file: string, pick: (m: PageModule) => unknown): Page {
  const key = `../features/${file}.tsx`;
  const importer = pageModules[key];
  if (!importer) throw new Error(`No page module ${key}`);
  let pending: Promise<ComponentType> | null = null;
  const page: Page = {
    module: key.replace(/^\.\.\//, ''),
    loaded: null,
    load: () =>
      (pending ??= importer().then((m) => {
        const Component = pick(m) as ComponentType | undefined;
        if (typeof Component !== 'function') throw new Error(`${key} does not export the page component`);
        page.loaded = Component;
        return Component;
      })),
    Lazy: lazy(() => page.load().then((Component) => ({ default: Component }))),
  };
  return page;
}

function PageElement({ page }: { page: Page }) {
  const Component = page.loaded ?? page.Lazy;
  return <Component />;
}

/** A route rendering the export `name` of features/<file>.tsx. */
const route = (path: string | undefined, file: string, name: string | ((m: PageModule) => unknown)): RouteObject => {
  const page = definePage(file, typeof name === 'string' ? (m) => m[name] : name);
  return { ...(path === undefined ? { index: true } : { path }), element: <PageElement page={page} />, handle: { page } };
};

const info = (path: string, name: string) => route(path, 'content/info-page', (m) => (m.infoPage as (n: string) => ComponentType)(name));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      route(undefined, 'home/home-page', 'HomePage'),
      route('products', 'catalog/products-page', 'ProductsPage'),
      route('categories', 'catalog/categories-page', 'CategoriesPage'),
      route('designers', 'catalog/designers-page', 'DesignersPage'),
      info('designers/terms', 'designer-terms'),
      { path: 'designer-terms', element: <Navigate to="/designers/terms" replace /> },
      { path: 'designers-terms', element: <Navigate to="/designers/terms" replace /> },
      { path: 'tos-designers', element: <Navigate to="/designers/terms" replace /> },
      route('designers/:param', 'catalog/designer-page', 'DesignerPage'),
      route('designers/:param/products', 'catalog/designer-page', 'DesignerPage'),
      route('about', 'content/about-page', 'AboutPage'),
      route('product/:id', 'catalog/product-page', 'ProductPage'),
      route('checkout', 'orders/checkout/checkout-page', 'CheckoutPage'),
      route('order-success', 'orders/checkout/order-success-page', 'OrderSuccessPage'),
      route('login', 'accounts/login-page', 'LoginPage'),
      route('reset-password', 'accounts/reset-password-page', 'ResetPasswordPage'),
      route('confirm-email', 'accounts/confirm-email-page', 'ConfirmEmailPage'),
      route('designer-register', 'studio/designer-register-page', 'DesignerRegisterPage'),
      route('designer-dashboard', 'studio/designer-dashboard-page', 'DesignerDashboardPage'),
      route('designer/add-product', 'studio/product-form-page', 'ProductFormPage'),
      route('designer/edit-product/:id', 'studio/product-form-page', 'ProductFormPage'),
      route('designer/profile', 'studio/designer-profile-page', 'DesignerProfilePage'),
      route('new-arrivals', 'catalog/new-arrivals-page', 'NewArrivalsPage'),
      route('sale', 'sale/sale-page', 'SalePage'),
      route('favorites', 'favorites/favorites-page', 'FavoritesPage'),
      info('help', 'help'),
      info('shipping', 'shipping'),
      info('returns', 'returns'),
      route('size-guide', 'sizing/size-guide-page', 'SizeGuidePage'),
      info('contact', 'contact'),
      info('privacy', 'privacy'),
      info('terms', 'terms'),
      route('admin', 'admin/admin-page', 'AdminPage'),
      route('profile', 'orders/profile-page', 'ProfilePage'),
      route('background-remover', 'background-removal/background-remover-page', 'BackgroundRemoverPage'),
      route('health-check', 'app-shell/health-check-page', 'HealthCheckPage'),
      route('dev/scan', 'fit/dev-scan-page', 'DevScanPage'),
      route('*', 'app-shell/not-found-page', 'NotFoundPage'),
    ],
  },
];

/**
 * Loads the page chunk(s) a URL path renders, so its first render does not suspend; answers
 * their modules (the server names them to the browser as preloads).
 */
export async function preloadRoute(pathname: string): Promise<string[]> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap((m) => (m.route.handle as { page?: Page } | undefined)?.page ?? []);
  await Promise.all(pages.map((p) => p.load()));
  return pages.map((p) => p.module);
}

export function AppRoutes() {
  return useRoutes(routes);
}
