// Reading the product slice from components (it is injected lazily; see product.store.ts).
import { fromCents, lineCents } from '@keel/contracts/money';
import type { ProductSummary } from '@keel/contracts/products';
import { useAppSelector } from '../../lib/hooks.ts';
import type { CartItem } from './checkout-rules.ts';
import { selectProductState } from './product.store.ts';

export const useProductState = () => useAppSelector(selectProductState);
export const useCheckout = () => useAppSelector((state) => selectProductState(state).checkout);

export function toCartItem(
  product: ProductSummary,
  choice: { colors?: string[]; size?: string; quantity?: number } = {},
): CartItem {
  const price = product.priceSale ?? product.price;
  const quantity = choice.quantity ?? 1;
  return {
    id: product.id,
    name: product.name,
    cover: product.cover,
    available: product.available,
    price,
    colors: choice.colors ?? product.colors.slice(0, 1),
    size: choice.size ?? product.sizes[0] ?? '',
    quantity,
    subtotal: fromCents(lineCents(price, quantity)),
  };
}
