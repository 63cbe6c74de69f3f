import { HeaderCount } from '../shared/counts/HeaderCount';
import { HEART_PATH } from '../shared/counts/heart-path';

export interface LoveCountProps {
  count: number;
  /** 'Wishlist, N items': the link's accessible name. */
  label: string;
  href: string;
}

/** The header's wishlist counter: a link to the wishlist page with the count as a badge. */
export function LoveCount(props: LoveCountProps) {
  return <HeaderCount {...props} iconPath={HEART_PATH} className="rove-love-count__link" />;
}
