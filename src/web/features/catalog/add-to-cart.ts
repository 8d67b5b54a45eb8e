import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { ONE_SIZE } from '@domain/catalog';
import { dismissToast, toast } from '../../components/ui/toast';
import { CART_TOAST, SIZE_REQUIRED_TOAST, useCartAdd } from '../cart';
import type { ProductCard } from '@domain/catalog/api';

/** A product needs a size choice unless it has one size only (or its first size is 'One Size'). */
export function needsSizeChoice(sizes: readonly string[]): boolean {
  return sizes.length > 1 && sizes[0] !== ONE_SIZE;
}

/** What the cart shows of a product before the server answers (it reads price and stock itself). */
export function cartDraft(product: ProductCard) {
  return {
    productId: product.id,
    name: product.name,
    nameAm: product.nameAm,
    priceMinor: product.priceMinor,
    imageUrl: product.thumbUrl ?? product.imageUrl,
    sizes: product.sizes,
    stock: product.stockQuantity,
  };
}

export function useAddToCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useCartAdd();
  return (product: ProductCard, size: string | null, quantity = 1) => {
    if (product.stockQuantity <= 0) return false;
    if (!size && needsSizeChoice(product.sizes)) {
      toast({ title: t('cart.sizeRequiredTitle'), description: t('cart.sizeRequiredBody'), variant: 'warning', key: SIZE_REQUIRED_TOAST });
      void navigate(`/product/${product.id}?size=manual`);
      return false;
    }
    add({ ...cartDraft(product), selectedSize: size ?? product.sizes[0] ?? null, quantity });
    dismissToast(SIZE_REQUIRED_TOAST);
    toast({ title: t('cart.added'), description: product.name, variant: 'success', key: CART_TOAST });
    return true;
  };
}
