import { describe, expect, it, vi } from 'vitest';
import { registerWorker } from './register-worker';

/** A worker as the browser shows it: a state, its changes, and the messages posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** A new build found by the browser: it starts installing. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** The installing worker finished; it waits when another one is active, else it takes over. */
  installed() {
    const worker = this.installing as FakeWorker;
    this.installing = null;
    if (this.active) {
      this.waiting = worker;
      worker.become('installed');
    } else {
      this.active = worker;
      worker.become('installed');
      worker.become('activated');
    }
  }
}

function setUp(registration: FakeRegistration) {
  const container = Object.assign(new EventTarget(), { register: vi.fn(() => Promise.resolve(registration)) });
  const location = { reload: vi.fn() };
  const onUpdateWaiting = vi.fn();
  const onRegistered = vi.fn();
  const worker = registerWorker(container as unknown as ServiceWorkerContainer, location, { url: '/sw.js', scope: '/', onUpdateWaiting, onRegistered });
  return { container, location, onUpdateWaiting, onRegistered, worker };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerWorker', () => {
  it('registers the file for its scope, and a first install is no update', async () => {
    const registration = new FakeRegistration();
    const { container, onUpdateWaiting, onRegistered } = setUp(registration);
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
    expect(onRegistered).toHaveBeenCalledWith(registration);
    registration.find(new FakeWorker('installing'));
    registration.installed();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });

  it('says once that a new build waits, when it finishes installing beside the running one', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const { onUpdateWaiting } = setUp(registration);
    await settle();
    registration.find(new FakeWorker('installing'));
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    registration.installed();
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
    registration.waiting?.dispatchEvent(new Event('statechange'));
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
  });

  it('says so for a build that was already waiting when the page opened', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    registration.waiting = new FakeWorker('installed');
    const { onUpdateWaiting } = setUp(registration);
    await settle();
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
  });

  it('Update Now asks the waiting worker to take over, and reloads only once it controls the page', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const { container, location, worker } = setUp(registration);
    await settle();
    worker.activateUpdate();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(location.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the worker that waited has already taken over (Update Now in another tab)', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const { location, worker } = setUp(registration);
    await settle();
    worker.activateUpdate();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('a registration the browser refuses leaves the page as it is', async () => {
    const container = Object.assign(new EventTarget(), { register: vi.fn(() => Promise.reject(new Error('insecure'))) });
    const onRegistered = vi.fn();
    registerWorker(container as unknown as ServiceWorkerContainer, { reload: vi.fn() }, { url: '/sw.js', scope: '/', onUpdateWaiting: vi.fn(), onRegistered });
    await settle();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
