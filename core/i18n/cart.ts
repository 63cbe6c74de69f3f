import type { KoreanOnDemand } from './korean-on-demand';

// The English of cartMessages (below).
const en = {
  title: 'Your cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  lines: 'Items in your cart',
  quantity: 'Quantity of {title}',
  decrease: 'Decrease quantity of {title}',
  increase: 'Increase quantity of {title}',
  remove: 'Remove',
  removeLine: 'Remove {title}',
  madeToOrder: 'Made to order',
  protectionEach: '{title}, {cost} each',
  was: 'Was',
  member: 'MEMBER',
  lineTotal: 'Line total',
  saving: 'Saving…',
  saved: 'Saved',
  saveFailed:
    'We couldn’t save your changes. They are kept here and will be sent again with your next change.',
  tryAgain: 'Try again',
  couponFailed: 'We couldn’t remove the coupon. Please try again.',
  termsFailed: 'We couldn’t record your agreement. Please try again.',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  memberSavings: 'Member savings',
  protection: 'Protection plans',
  coupon: 'Coupon {code}',
  removeCoupon: 'Remove coupon',
  total: 'Total',
  processing: 'Estimated processing time: {time}',
  checkout: 'Checkout',
  termsTitle: 'Custom-order terms',
  termsIntro:
    'Your cart holds made-to-order pieces. They are built for you after you order, so please read these terms before checking out.',
  termsBuilt:
    'Made-to-order pieces go into production once your order is placed and take {time} before they ship.',
  termsFinal:
    'Once production starts, a made-to-order piece cannot be cancelled, returned or exchanged.',
  termsFabric:
    'Natural materials vary: colour and grain may differ slightly from swatches and photos.',
  termsAgree: 'I agree to the custom-order terms',
  termsAgreeRequired: 'Please agree to the custom-order terms to continue.',
  termsContinue: 'Agree and check out',
  backToCart: 'Back to cart',
  close: 'Close',
} as const;

/**
 * Messages of the cart page (spec/checkout.md §2). The specification names the controls and the terms form but
 * quotes no text for them, so the wording is ours; the estimate ranges are in checkoutMessages.
 * Korean: cart.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translate(cartMessages, 'increase', 'en', { title: 'Sofa' }) // 'Increase quantity of Sofa'
 */
export const cartMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'cart' };
