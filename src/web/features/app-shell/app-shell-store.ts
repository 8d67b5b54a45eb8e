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
  activateUpdate: (() => Promise<void>) | null;
  /** The browser's offer to install, kept until used or dismissed. */
  installOffer: InstallPromptEvent | null;
}

export const useAppShell = create<AppShellState>(() => ({ updateWaiting: false, activateUpdate: null, installOffer: null }));
