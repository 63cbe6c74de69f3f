import type { KoreanOnDemand } from './korean-on-demand';

// The English of the product page (productMessages below).
const en = {
  // spec/product.md, verbatim.
  selectAllOptions: 'Please select all the options',
  inStock: 'In-stock',
  onlyLeft: 'Only {count} left',
  preorderCountCapped: '10+',
  invalidPostalCode: 'Invalid Postal Code',
  invalidZipCode: 'Invalid Zip Code',
  deliveryOnlyCanadaUs: 'This will only work in Canada and the United States.',
  destinationErrorResponse: 'Error response.',
  destinationError: 'An error has occurred.',
  fragileRestricted: 'This product is fragile and not available for delivery to {postal}.',
  // Controls the specification names without wording; these texts are ours.
  inStockOnly: 'In-stock only',
  addToCart: 'Add to cart',
  deliveryLocation: 'Delivery location',
  postalCodeLabel: 'Postal code',
  notifyMe: 'Notify me',
  playVideo: 'Play video',
  zoomImage: 'Zoom image',
  // <rove-delivery> and <rove-financing>: our wording (the specification gives none for these controls).
  deliverTo: 'Deliver to {label}',
  deliverToNowhere: 'Enter your postal code',
  deliveryDialogTitle: 'Delivery destination',
  deliveryDialogIntro: 'Enter a postal code to check delivery and local stock.',
  zipCodeLabel: 'Zip code',
  checkDelivery: 'Check',
  checkingDelivery: 'Checking…',
  close: 'Close',
  financingAsLowAs: 'as low as {monthly}/mo',
  financingMonthly: '{monthly}/mo',
  financingLearnMore: 'Learn more',
  financingDialogTitle: 'Financing',
  financingIntro: 'Pay over time on orders of {minimum} or more.',
  financingTermsHeading: 'Terms',
  financingTerm: '{months} monthly payments',
  financingApr: '{apr} APR',
  financingExample: 'Example: {amount} over {months} months at {apr} APR is {monthly} a month.',
  financingNote: 'Subject to credit approval. Choose financing at checkout.',
  // The buy box (spec/product.md §4). Our wording except where marked verbatim.
  errorOccurred: 'An error has occurred.', // spec/product.md §8, verbatim
  invalidEmail: 'Please enter a valid email address.', // spec/shell.md §5, verbatim
  shipsBy: 'Ships by {date}',
  nearbyWarehouse: 'From a warehouse near {postal}',
  preOrder: 'Pre-order: {count} available',
  expected: 'Expected {date}',
  regularPrice: 'Regular price',
  originalPrice: 'Original price',
  memberVoucher: 'Members earn a {amount} voucher',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  adding: 'Adding…',
  addedToCart: 'Added to cart',
  notifyMeTitle: 'Tell me when it is back',
  email: 'Email',
  notifySent: 'Thank you. We will email you when it is back in stock.',
  chosenModel: 'Model',
  // Final sale, protection offers and the outdoor-cover upsell (spec/product.md §4, §7). Our wording.
  finalSale: 'Final sale: this item cannot be returned or exchanged.',
  addProtection: 'Add protection',
  noProtection: 'No protection',
  whatsCovered: 'What’s covered',
  loading: 'Loading…',
  coverUpsellTitle: 'Keep it covered',
  coverUpsellIntro: 'A fitted cover keeps outdoor furniture clean and dry between uses.',
  addCover: 'Add cover to cart',
  noThanks: 'No thanks',
  coverAdded: '{title} added to cart',
} as const;

/**
 * Messages of the product page: swatches, stock, delivery-destination popup and notify-me
 * (spec/product.md §4, §5, §8), the delivery check and financing. The unavailable labels live in
 * commonMessages. Korean: product.ko.ts, loaded on Korean pages only.
 *
 * @example translate(productMessages, 'onlyLeft', 'en', { count: 3 }) // 'Only 3 left'
 */
export const productMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'product' };
