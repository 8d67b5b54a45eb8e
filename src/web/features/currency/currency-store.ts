import { create } from 'zustand';
import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@domain/money';
import { safeLocalStorage, STORAGE_KEYS } from '../../lib/storage-keys';

function initial(): CurrencyCode {
  const stored = safeLocalStorage()?.getItem(STORAGE_KEYS.currency);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

interface CurrencyState {
  currency: CurrencyCode;
  setCurrency(code: CurrencyCode): void;
}

/** The shopper's display currency, stored under `selectedCurrency` (survives cache wipes). */
export const useCurrencyStore = create<CurrencyState>((set) => ({
  currency: initial(),
  setCurrency: (code) => {
    try {
      safeLocalStorage()?.setItem(STORAGE_KEYS.currency, code);
    } catch {
      // storage unavailable: keep the choice for this visit
    }
    set({ currency: code });
  },
}));
