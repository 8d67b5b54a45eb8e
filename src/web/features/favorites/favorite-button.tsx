import { Heart } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../components/ui/toast';
import { useHydrated } from '../../components/ui/use-hydrated';
import { cn } from '../../lib/cn';
import { useFavorite } from './use-favorite';

export function FavoriteButton({ productId, className }: { productId: string; className?: string }) {
  const { t } = useTranslation();
  const favorite = useFavorite(productId);
  // Guest favourites live in session storage, which a server-rendered page cannot know.
  const active = useHydrated() && favorite.active;
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? t('favorites.remove') : t('favorites.add')}
      onClick={() => toast({ title: favorite.toggle() ? t('favorites.added') : t('favorites.removed') })}
      className={cn('grid h-11 w-11 place-items-center rounded-full bg-white/90 shadow-sm backdrop-blur hover:bg-white', className)}
    >
      <Heart aria-hidden className={cn('h-5 w-5', active ? 'fill-crimson text-crimson' : 'text-ink')} />
    </button>
  );
}
