import type { QueryClient } from '@tanstack/react-query';
import type { Translator as I18n } from '../lib/translator';
import { AppErrorScreen, useGlobalErrors } from './app-error-screen';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { useRealtimeInvalidation } from '../lib/realtime';
import { MaintenanceGate } from '../features/app-shell';

function Routed() {
  // Outside the gate: change events keep arriving on the maintenance page, to lift it.
  useRealtimeInvalidation();
  return (
    <MaintenanceGate>
      <AppRoutes />
    </MaintenanceGate>
  );
}

/**
 * The whole app below the router: <BrowserRouter> in the browser (main.tsx), <StaticRouter> on
 * the server (entry-server.tsx). Both pass the query client (and the server its own i18n
 * instance) so that the first render sees the same data on both sides.
 */
export function App({ queryClient, i18n }: { queryClient?: QueryClient; i18n?: I18n }) {
  const failed = useGlobalErrors();
  return (
    <Providers client={queryClient} i18n={i18n}>
      {failed ? <AppErrorScreen /> : <Routed />}
    </Providers>
  );
}
