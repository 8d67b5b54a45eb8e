import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout';

/**
 * Routes in react-router's declarative mode: the app has no loaders or actions, and the data
 * router (createBrowserRouter) would add 17 KB gzipped to every page for nothing.
 *
 * Each page is its own chunk, loaded when first visited (docs/requirements/shop.md §2 routes). A page whose chunk
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
// A feature's pages sit at its root or one folder down (features/orders/checkout/checkout-page.tsx);
// a feature's layout around several pages (features/studio/studio-layout.tsx) loads the same way.
const pageModules = import.meta.glob<PageModule>(['../features/*/*-page.tsx', '../features/*/*/*-page.tsx', '../features/*/*-layout.tsx']);

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

interface RouteOptions {
  /**
   * Rendered on the server (docs/decisions/027-server-rendered-pages-marked-in-the-router.md): a
   * public page a visitor browses, whose first render needs public data only.
   */
  ssr?: boolean;
  /**
   * Its shell rendered on the server (docs/decisions/039-studio-and-console-shells-rendered-on-the-server.md):
   * a signed-in person's page (studio, console) whose first render, with the account not known
   * yet, is the header, the section's navigation and a skeleton, the same for everyone.
   */
  shell?: boolean;
}
interface RouteHandle {
  page: Page;
  ssr: boolean;
  shell: boolean;
}

/** A route rendering the export `name` of features/<file>.tsx. */
const route = (path: string | undefined, file: string, name: string | ((m: PageModule) => unknown), options: RouteOptions = {}): RouteObject => {
  const page = definePage(file, typeof name === 'string' ? (m) => m[name] : name);
  const handle: RouteHandle = { page, ssr: options.ssr === true, shell: options.shell === true };
  return { ...(path === undefined ? { index: true } : { path }), element: <PageElement page={page} />, handle };
};

/** A layout route without an address of its own: the export `name` of features/<file>.tsx around `children`. */
const layout = (file: string, name: string, children: RouteObject[]): RouteObject => {
  const page = definePage(file, (m) => m[name]);
  const handle: RouteHandle = { page, ssr: false, shell: false };
  return { element: <PageElement page={page} />, handle, children };
};

const SSR: RouteOptions = { ssr: true };
const SHELL: RouteOptions = { shell: true };
const info = (path: string, name: string, options?: RouteOptions) => route(path, 'content/info-page', (m) => (m.infoPage as (n: string) => ComponentType)(name), options);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      route(undefined, 'home/home-page', 'HomePage', SSR),
      route('products', 'catalog/products-page', 'ProductsPage', SSR),
      route('categories', 'catalog/categories-page', 'CategoriesPage', SSR),
      route('designers', 'catalog/designers-page', 'DesignersPage', SSR),
      info('designers/terms', 'designer-terms', SSR),
      { path: 'designer-terms', element: <Navigate to="/designers/terms" replace /> },
      { path: 'designers-terms', element: <Navigate to="/designers/terms" replace /> },
      { path: 'tos-designers', element: <Navigate to="/designers/terms" replace /> },
      route('designers/:param', 'catalog/designer-page', 'DesignerPage', SSR),
      route('designers/:param/products', 'catalog/designer-page', 'DesignerPage', SSR),
      route('about', 'content/about-page', 'AboutPage', SSR),
      route('product/:id', 'catalog/product-page', 'ProductPage', SSR),
      route('checkout', 'orders/checkout/checkout-page', 'CheckoutPage'),
      route('order-success', 'orders/checkout/order-success-page', 'OrderSuccessPage'),
      route('login', 'accounts/login-page', 'LoginPage'),
      route('reset-password', 'accounts/reset-password-page', 'ResetPasswordPage'),
      route('confirm-email', 'accounts/confirm-email-page', 'ConfirmEmailPage'),
      route('designer-register', 'studio/designer-register-page', 'DesignerRegisterPage'),
      // The studio: its navigation and the shop's suspension notice on every page (studio-layout.tsx).
      layout('studio/studio-layout', 'StudioLayout', [
        route('designer-dashboard', 'studio/designer-dashboard-page', 'DesignerDashboardPage', SHELL),
        route('designer/add-product', 'studio/product-form-page', 'ProductFormPage', SHELL),
        route('designer/edit-product/:id', 'studio/product-form-page', 'ProductFormPage', SHELL),
        route('designer/profile', 'studio/designer-profile-page', 'DesignerProfilePage', SHELL),
        route('designer/earnings', 'payouts/studio-earnings-page', 'StudioEarningsPage', SHELL),
        route('designer/messages', 'messages/studio-messages-page', 'StudioMessagesPage', SHELL),
      ]),
      route('new-arrivals', 'catalog/new-arrivals-page', 'NewArrivalsPage', SSR),
      route('sale', 'sale/sale-page', 'SalePage', SSR),
      route('favorites', 'favorites/favorites-page', 'FavoritesPage'),
      info('help', 'help', SSR),
      info('shipping', 'shipping', SSR),
      info('returns', 'returns', SSR),
      route('size-guide', 'sizing/size-guide-page', 'SizeGuidePage', SSR),
      info('contact', 'contact'),
      info('privacy', 'privacy', SSR),
      info('terms', 'terms', SSR),
      route('admin', 'admin/admin-page', 'AdminPage', SHELL),
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
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap((m) => handleOf(m.route)?.page ?? []);
  await Promise.all(pages.map((p) => p.load()));
  return pages.map((p) => p.module);
}

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

/**
 * The addresses of the pages marked `ssr` (or, with `'shell'`, marked `shell`), as route patterns
 * (`/product/:id`).
 */
export function serverRenderedPaths(list: readonly RouteObject[] = routes, parent = '', mark: 'ssr' | 'shell' = 'ssr'): string[] {
  return list.flatMap((r) => {
    const here = r.index ? parent || '/' : r.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${r.path}`;
    const own = handleOf(r)?.[mark] ? [here || '/'] : [];
    return [...own, ...serverRenderedPaths(r.children ?? [], here, mark)];
  });
}

/** The addresses of the pages whose shell the server renders (marked `shell`). */
export const shellRenderedPaths = (): string[] => serverRenderedPaths(routes, '', 'shell');

let serverRendered: RouteObject[] | null = null;

/**
 * Whether the server renders this address: a page marked `ssr`, or the shell of one marked
 * `shell`. Exactly the marked patterns: case-sensitive and without a trailing slash, unlike the
 * app's own matching, so `/Products` or `/products/` stay rendered in the browser as before.
 */
export function isServerRendered(pathname: string): boolean {
  if (pathname.length > 1 && pathname.endsWith('/')) return false;
  serverRendered ??= [...serverRenderedPaths(), ...shellRenderedPaths()].map((path) => ({ path, caseSensitive: true }));
  return matchRoutes(serverRendered, pathname) !== null;
}

export function AppRoutes() {
  return useRoutes(routes);
}
