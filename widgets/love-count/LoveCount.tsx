import { HeaderCount } from '../shared/HeaderCount';

export interface LoveCountProps {
  count: number;
  /** 'Wishlist, N items': the link's accessible name. */
  label: string;
  href: string;
}

const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';

/** The header's wishlist counter: a link to the wishlist page with the count as a badge. */
export function LoveCount(props: LoveCountProps) {
  return <HeaderCount {...props} iconPath={HEART} className="rove-love-count__link" />;
}
