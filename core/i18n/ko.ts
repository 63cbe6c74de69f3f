import { accountKo } from './account.ko';
import { arTourKo } from './ar-tour.ko';
import { carouselKo } from './carousel.ko';
import { cartKo } from './cart.ko';
import { chatKo } from './chat.ko';
import { checkoutKo } from './checkout.ko';
import { commonKo } from './common.ko';
import { countryKo } from './country.ko';
import { headerCountsKo } from './header-counts.ko';
import { headerKo } from './header.ko';
import { hostListingKo } from './host-listing.ko';
import { listingKo } from './listing.ko';
import { loveKo } from './love.ko';
import { marketingKo } from './marketing.ko';
import { membershipKo } from './membership.ko';
import { photoWallKo } from './photo-wall.ko';
import { placesKo } from './places.ko';
import { popupsKo } from './popups.ko';
import { productKo, productMediaKo } from './product.ko';
import { reviewsWallKo } from './reviews-wall.ko';
import { scrollerKo } from './scroller.ko';
import { searchKo } from './search.ko';
import { showroomKo } from './showroom.ko';
import { swatchKo, swatchRequestKo } from './swatch.ko';
import { tradeKo } from './trade.ko';
import { videosKo } from './videos.ko';
import { koreanTexts } from './translate';

/**
 * The page's Korean texts: the Korean of every table that does not ship its own, by the table's
 * `koreanName`, one chunk that only a Korean page downloads (page-texts.ts), before any element
 * is defined. Importing it puts the Korean in place. A table's own Korean, where it ships some
 * (commonMessages' 'Required'), is read first.
 */
Object.assign(koreanTexts, {
  account: accountKo,
  arTour: arTourKo,
  carousel: carouselKo,
  cart: cartKo,
  chat: chatKo,
  checkout: checkoutKo,
  common: commonKo,
  country: countryKo,
  header: headerKo,
  headerCounts: headerCountsKo,
  hostListing: hostListingKo,
  listing: listingKo,
  love: loveKo,
  marketing: marketingKo,
  membership: membershipKo,
  photoWall: photoWallKo,
  places: placesKo,
  popups: popupsKo,
  product: productKo,
  productMedia: productMediaKo,
  reviewsWall: reviewsWallKo,
  scroller: scrollerKo,
  search: searchKo,
  showroom: showroomKo,
  swatch: swatchKo,
  swatchRequest: swatchRequestKo,
  trade: tradeKo,
  videos: videosKo,
});
