import { HeaderCount } from '../shared/counts/HeaderCount';

export interface CartCountProps {
  count: number;
  /** 'Cart, N items': the link's accessible name. */
  label: string;
  href: string;
}

const BAG = 'M5 8h14l-1.2 12.5H6.2L5 8zm3.5 0V6.5a3.5 3.5 0 0 1 7 0V8';

/** The header's cart link with the item count as a badge. */
export function CartCount(props: CartCountProps) {
  return <HeaderCount {...props} iconPath={BAG} className="rove-cart-count__link" />;
}
