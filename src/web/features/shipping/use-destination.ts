import { useQuery } from '@tanstack/react-query';
import { resolveDestination, type ResolvedDestination } from '@domain/shipping/destination';
import type { Me } from '@domain/accounts/api';
import { useHydrated } from '../../components/ui/use-hydrated';
import { meQuery } from '../accounts';
import { useChosenDestination } from './destination-store';
import { useDestinationSources } from './destination-sources';

const selectPlace = (me: Me | null) => (me ? { country: me.country, city: me.city } : null);

export interface DestinationState {
  destination: ResolvedDestination | null;
  /** False while the server renders, while the page hydrates and while the account is unknown: show a placeholder, not the chooser. */
  settled: boolean;
}

/**
 * The shopper's destination (domain/shipping resolveDestination): chosen on this device, else the
 * last checkout address, else the account's country. Null during hydration, like the choice.
 */
export function useShopperDestination(): DestinationState {
  const hydrated = useHydrated();
  const chosen = useChosenDestination();
  const account = useQuery({ ...meQuery(), select: selectPlace, enabled: hydrated });
  const { useLastAddress } = useDestinationSources();
  const lastAddress = useLastAddress(hydrated && chosen === null && Boolean(account.data));
  if (!hydrated) return { destination: null, settled: false };
  const destination = resolveDestination({ chosen, lastAddress, account: account.data ?? null });
  return { destination, settled: destination !== null || chosen !== null || !account.isPending };
}
