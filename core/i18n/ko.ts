import { accountKo } from './account.ko';
import { cartKo } from './cart.ko';
import { chatKo } from './chat.ko';
import { checkoutKo } from './checkout.ko';
import { commonKo } from './common.ko';
import { headerCountsKo } from './header-counts.ko';
import { headerKo } from './header.ko';
import { loveKo } from './love.ko';
import { marketingKo } from './marketing.ko';
import { placesKo } from './places.ko';
import { popupsKo } from './popups.ko';
import { productKo, productMediaKo } from './product.ko';
import { searchKo } from './search.ko';
import { showroomKo } from './showroom.ko';
import { swatchKo, swatchRequestKo } from './swatch.ko';
import { tradeKo } from './trade.ko';
import { koreanTexts } from './translate';

/**
 * The page's Korean texts: the Korean of every table that does not ship its own, by the table's
 * `koreanName`, one chunk that only a Korean page downloads (page-texts.ts), before any element
 * is defined. Importing it puts the Korean in place. A table's own Korean, where it ships some
 * (commonMessages' 'Required'), is read first.
 */
Object.assign(koreanTexts, {
  account: accountKo,
  cart: cartKo,
  chat: chatKo,
  checkout: checkoutKo,
  common: commonKo,
  header: headerKo,
  headerCounts: headerCountsKo,
  love: loveKo,
  marketing: marketingKo,
  places: placesKo,
  popups: popupsKo,
  product: productKo,
  productMedia: productMediaKo,
  search: searchKo,
  showroom: showroomKo,
  swatch: swatchKo,
  swatchRequest: swatchRequestKo,
  trade: tradeKo,
});
