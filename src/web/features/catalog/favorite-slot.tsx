import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface FavoriteButtonProps {
  productId: string;
  className?: string;
}

const FavoriteButtonContext = createContext<ComponentType<FavoriteButtonProps> | null>(null);

/**
 * The favourite button on product cards and the product page belongs to favorites, which shows
 * product cards itself: the app hands it in here (app/layout.tsx) so that catalog and favorites
 * never import each other.
 */
export function FavoriteButtonProvider({ button, children }: { button: ComponentType<FavoriteButtonProps>; children: ReactNode }) {
  return <FavoriteButtonContext.Provider value={button}>{children}</FavoriteButtonContext.Provider>;
}

/** Where the favourite button goes; nothing when no button was handed in. */
export function FavoriteSlot(props: FavoriteButtonProps) {
  const Button = useContext(FavoriteButtonContext);
  return Button ? <Button {...props} /> : null;
}
