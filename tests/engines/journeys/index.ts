import type { Journey } from '../journey';
import { cartQuantity } from './cart';
import { checkoutToPayment, checkoutUnderStrictCsp } from './checkout';
import { klarnaMessaging } from './klarna';
import { koreanPages } from './korean';
import { categoryScroll } from './listing';
import { liveChatContract } from './livechat';
import { leavingMidLoad } from './leaving';
import { anonymousLove } from './love';
import { nothingToPaint } from './nothing-to-paint';
import { notifyMe } from './notify';
import { campaignPopup } from './popup';
import { productPage } from './product';
import { searchToResults } from './search';
import { productVideo } from './video';

/**
 * The journeys of issue 23 (and the checkout under a strict CSP, the loader's start on a page
 * with nothing to paint, and LiveChat's and Klarna's contracts, issue 50; a Korean shopper's walk,
 * issue 61; leaving a page mid-load, issue 60), in the order each engine runs them.
 */
export const JOURNEYS: readonly Journey[] = [
  // First: it holds the reviews wall's chunk, and WebKitGTK serves a module this session has
  // loaded before from its memory cache whatever the response's no-store — after the product
  // journeys the chunk never reached the host to be held (seen in a full run, not alone).
  leavingMidLoad,
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
  nothingToPaint,
  liveChatContract,
  klarnaMessaging,
  koreanPages,
];
