import { create } from 'zustand';

/** What Chromium hands the page when it offers installation (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface AppShellState {
  /** A new build's worker is installed and waiting for 'Update Now'. */
  updateWaiting: boolean;
  /** Activates the waiting worker; the page reloads once it controls the page. */
  activateUpdate: (() => void) | null;
  /** The browser's offer to install, kept until used or dismissed. */
  installOffer: InstallPromptEvent | null;
}

export const useAppShell = create<AppShellState>(() => ({ updateWaiting: false, activateUpdate: null, installOffer: null }));

// The offer can come before React has mounted anything: it is caught as soon as the app's code runs.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our card asks instead of the browser's own mini bar.
    event.preventDefault();
    useAppShell.setState({ installOffer: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useAppShell.setState({ installOffer: null }));
}
