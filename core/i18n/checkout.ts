import type { KoreanOnDemand } from './korean-on-demand';

// The English of checkoutMessages (below).
const en = {
  // spec/checkout.md §4, §5 and §8, verbatim.
  invalidOrderEmail: 'Please enter a valid email address for this order',
  membershipWillBeAdded:
    'There is no membership attached to your email. A new membership will be added to your order. If you think this is a mistake, please reach out to here.',
  // The alert's last words above, which link to the shop's contact page (checkout.urls.contact).
  membershipContactLink: 'here',
  selectShippingOption: 'Please select a shipping option to continue',
  completeDetails: 'Please complete your details to continue.',
  completeField: 'Please complete this field',
  cannotStartWith1: 'Cannot start with 1',
  noPoBoxes: 'We do not accept PO Boxes',
  contactForShipping: 'Please contact us for shipping assistance',
  notShippableCity: 'Not shippable city',
  completeShippingAddress: 'Please complete your shipping address before processing your order.',
  unknownStripeError: 'Unknown error has occurred with Stripe',
  errorCount: '{count} error(s).',
  retrievingQuote: "Please wait while we're retrieving your shipping quote",
  processing: 'Processing...',
  amountToBeCharged: 'Amount to be charged: {amount}',
  noThanks: 'No thanks',
  // The province placeholder choices that mean "not selected" (spec/checkout.md §5).
  provincePlaceholder: 'State/Province',
  regionPlaceholder: 'Section/Region',
  // Shipping quote option title, 'name - price' (spec/checkout.md §3).
  shippingOptionTitle: '{name} - {price}',
  // Logged (not shown) when a checkout call fails (spec/checkout.md §8), verbatim.
  erroneousRequest: 'Erroneous request.',
} as const;

/**
 * Messages of the cart page and the stepped checkout (spec/checkout.md). Field errors 'Required' and
 * 'Invalid' live in commonMessages. Korean: checkout.ko.ts, part of the page's Korean (ko.ts);
 * spec/checkout.md §5 asks for Korean messages in Korea without quoting them.
 *
 * @example translate(checkoutMessages, 'errorCount', 'en', { count: 2 }) // '2 error(s).'
 */
export const checkoutMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'checkout' };
