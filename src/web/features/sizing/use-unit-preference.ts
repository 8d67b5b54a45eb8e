import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { parseUnitSystem, preferredUnitSystem, type UnitSystem } from '@domain/sizing';
import { safeLocalStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import { useCurrencyStore } from '../currency';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.sizeUnit || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function readStored(): UnitSystem | null {
  try {
    return parseUnitSystem(safeLocalStorage()?.getItem(STORAGE_KEYS.sizeUnit));
  } catch {
    return null;
  }
}

/**
 * The unit the size guides start in (preferredUnitSystem) and `choose`, which remembers the
 * shopper's pick on this device. The server has no storage: it renders the default from the
 * language and currency it knows, and the stored choice is read once the page has hydrated.
 */
export function useUnitPreference(): { unit: UnitSystem; chosen: boolean; choose(unit: UnitSystem): void } {
  const { i18n } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const choose = useCallback((unit: UnitSystem) => {
    try {
      safeLocalStorage()?.setItem(STORAGE_KEYS.sizeUnit, unit);
    } catch {
      // Private mode or a full quota: the choice holds for this page only.
    }
    for (const notify of listeners) notify();
  }, []);
  return { unit: preferredUnitSystem({ stored, language: i18n.language, currency }), chosen: stored !== null, choose };
}
