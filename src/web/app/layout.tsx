import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { DesignerGateDialog } from '../features/accounts';
import { CartDrawer } from '../features/cart';
import { Footer } from '../features/shell/footer';
import { Header } from '../features/shell/header';
import { ConnectivityBanner } from '../features/shell/connectivity';
import { ErrorBoundary } from './error-boundary';

export function PageFallback() {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-muted">
      <Spinner />
    </div>
  );
}

export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-cotton">
        Skip to content
      </a>
      <Header />
      <ConnectivityBanner />
      <main id="main" className="flex-1">
        <ErrorBoundary>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CartDrawer />
      <DesignerGateDialog />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
