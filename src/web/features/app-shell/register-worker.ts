/**
 * The worker's registration and its update prompt, on the browser's own API. vite-plugin-pwa's
 * `registerSW` does the same through workbox-window, which was 2.2 KB gzipped (and a chunk of its
 * own) on every first visit, for the three things below.
 *
 * A new build's worker installs beside the running one and waits (the worker is built with
 * `skipWaiting: false`, vite.config.ts): `onUpdateWaiting` says so, and `activateUpdate` asks it to
 * take over (the generated worker skips waiting on a `SKIP_WAITING` message) and reloads the page
 * once it controls it, so no page runs a mix of two builds. The very first install is no update: it
 * has no worker to wait for, and takes the page at once (`clientsClaim`).
 */
export interface WorkerRegistration {
  /** Asks the waiting worker to take over; the page reloads when it does. */
  activateUpdate: () => void;
}

export interface RegisterWorkerOptions {
  url: string;
  scope: string;
  onUpdateWaiting: () => void;
  onRegistered: (registration: ServiceWorkerRegistration) => void;
}

export function registerWorker(container: ServiceWorkerContainer, location: Pick<Location, 'reload'>, options: RegisterWorkerOptions): WorkerRegistration {
  let registration: ServiceWorkerRegistration | null = null;
  let reported = false;
  const report = () => {
    if (reported) return;
    reported = true;
    options.onUpdateWaiting();
  };
  // A worker that finished installing while another one is active waits for us.
  const isUpdate = (worker: ServiceWorker | null, reg: ServiceWorkerRegistration) => worker !== null && worker.state === 'installed' && reg.active !== null && reg.active !== worker;
  const watch = (reg: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (isUpdate(worker, reg)) report();
    };
    worker.addEventListener('statechange', check);
    check();
  };

  container
    .register(options.url, { scope: options.scope, type: 'classic' })
    .then((reg) => {
      registration = reg;
      // Installed on an earlier visit, or by another tab, and still waiting.
      if (isUpdate(reg.waiting, reg)) report();
      watch(reg, reg.installing);
      reg.addEventListener('updatefound', () => watch(reg, reg.installing));
      options.onRegistered(reg);
    })
    .catch(() => undefined);

  return {
    activateUpdate: () => {
      const waiting = registration?.waiting;
      // It waited when the banner came; another tab's Update Now has since made it this page's worker.
      if (!waiting) return location.reload();
      container.addEventListener('controllerchange', () => location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}
