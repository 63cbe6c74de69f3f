import type { Journey } from '../journey';
import { cartQuantity } from './cart';
import { checkoutToPayment, checkoutUnderStrictCsp } from './checkout';
import { categoryScroll } from './listing';
import { anonymousLove } from './love';
import { notifyMe } from './notify';
import { campaignPopup } from './popup';
import { productPage } from './product';
import { searchToResults } from './search';
import { productVideo } from './video';

/** The journeys of issue 23 (and the checkout under a strict CSP), in the order each engine runs them. */
export const JOURNEYS: readonly Journey[] = [
  anonymousLove,
  searchToResults,
  productPage,
  notifyMe,
  cartQuantity,
  checkoutToPayment,
  checkoutUnderStrictCsp,
  campaignPopup,
  categoryScroll,
  productVideo,
];
