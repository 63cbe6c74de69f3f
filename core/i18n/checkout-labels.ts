import { checkoutMessages } from './checkout';
import type { KoreanOnDemand } from './korean-on-demand';

/**
 * The checkout's and cart's own labels: names of steps, fields, buttons and notes that the specification
 * names without wording them (ours). Apart from checkoutMessages (the specification's texts), because the
 * validators that every page may load (an email check on the wishlist) need only those.
 */
const labelsEnglish = {
  // The payment step's own labels (the specification names the methods, not their wording; ours).
  paymentMethod: 'Payment method',
  methodCard: 'Card',
  methodAffirm: 'Affirm',
  methodPaybright: 'PayBright',
  methodKlarna: 'Klarna',
  methodOther: 'Other (we will email you how to pay)',
  useStoreCredit: 'Use my store credit ({amount} available, expires {expiry})',
  storeCreditCovers: 'Your store credit covers this order.',
  redirectNotice: 'You will continue to {provider} to finish paying, then come back here.',
  // Affirm's terms at checkout (docs/spec/checkout.md §9), until Affirm's own messaging shows; ours.
  affirmEstimate: 'As low as {monthly}/mo over {months} months at {apr} APR.',
  loadingPaymentForm: 'Loading the secure payment form…',
  tryAgain: 'Try again',
  // A bank debit still processing (docs/vendors/stripe.md "Outcomes"); ours. A bank account
  // still to verify has its own table (bank-verification.ts), in the chunk that shows it.
  paymentProcessing:
    'Your order is placed. Your bank payment is processing: we will email you once it has gone through.',
  // Steps 2–5 arrive in a chunk of their own (issue 22): shown only if it is still on its way.
  stepLoading: 'Loading this step…',
  stepLoadFailed: 'This step could not load. Please check your connection and try again.',
  placeOrder: 'Place order',
  // Step names as the specification lists them (spec/checkout.md §2).
  stepAccount: 'Account',
  stepMembership: 'Membership',
  stepAddress: 'Address',
  stepProtection: 'Protection',
  stepPayment: 'Payment',
  // Buttons the specification names without quoting; ours.
  continue: 'Continue',
  edit: 'Edit',
  // Cart processing estimates (spec/checkout.md §9 gives the ranges, not the wording; ours).
  processingWeeks: '{min}-{max} weeks',
  processingBusinessDays: '{min}-{max} business days',
  // <rove-checkout> labels and notes the specification does not word (it names the controls only); ours.
  checkoutTitle: 'Checkout',
  stepCompleted: 'completed',
  stepCurrent: 'in progress',
  stepOpen: 'not started',
  email: 'Email address',
  login: 'Log in',
  loginIntro: 'You already have an account with {email}. Log in to use your saved details.',
  password: 'Password',
  backToEmail: 'Use another email',
  noThanksLogin: 'No thanks, continue as a guest',
  forgotPassword: 'Forgot password?',
  forgotPasswordTitle: 'Reset your password',
  joinMembership: 'Join the membership (valid until {date}), {fee}',
  optOutMembership: 'No thanks, continue without membership',
  membershipUntil: 'Member until {date}',
  membershipNone: 'No membership',
  membershipActive: 'Active member',
  chooseOne: 'Please choose an option',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  copyToBilling: 'My billing address is the same as my shipping address',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company (optional)',
  street1: 'Street address',
  street2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  zone: 'State/Province',
  country: 'Country',
  postalCode: 'Postal code',
  phone: 'Phone',
  shippingOptions: 'Shipping options',
  quoteFailed: 'We could not get a shipping quote. Please check your address and try again.',
  protectionOffer: '{years}-year protection - {price}',
  whatsCovered: 'What’s covered',
  coverageFailed: 'An error has occurred.',
  orderValidateFailed: 'We could not check your order. Please try again.',
  dismiss: 'Dismiss',
  orderSummary: 'Order summary',
  chatLink: 'Questions? Chat with us',
  showSummary: 'Show order summary ({total})',
  hideSummary: 'Hide order summary ({total})',
  subtotal: 'Subtotal',
  memberSavings: 'Member savings',
  protectionTotal: 'Protection',
  membershipFee: 'Membership (1 year)',
  shipping: 'Shipping',
  // The summary's shipping row until an option is chosen, by where the shopper is (shipping.logic.ts).
  shippingAfterAddress: 'Calculated after your address',
  shippingCalculating: 'Calculating…',
  shippingChoose: 'Choose a shipping option',
  total: 'Total',
  qty: 'Qty {qty}',
  // The coupon pane (spec/checkout.md §2 names it; ours). The invalid-code text is the demo host's.
  couponTitle: 'Coupon',
  couponCode: 'Coupon code',
  couponApply: 'Apply',
  couponRemove: 'Remove',
  couponRemoveNamed: 'Remove coupon {code}',
  couponRow: 'Coupon {code}',
  couponApplied: 'Coupon {code} applied: {title}. Your total is now {total}.',
  couponRemoved: 'Coupon {code} removed. Your total is now {total}.',
  couponInvalid: 'This coupon code is not valid.',
  couponEmpty: 'Please enter a coupon code.',
  couponFailed: 'We couldn’t update your coupon. Please try again.',
  loginFailed: 'Sorry, unrecognized username or password.',
  paymentPending: 'Payment options load here.',
  // The referral question of the payment step (spec/checkout.md §3's referral fields; the wording
  // and choices are ours).
  referralQuestion: 'How did you hear about us?',
  referralChoose: 'Choose one (optional)',
  referralSearch: 'Search engine',
  referralSocial: 'Social media',
  referralFriend: 'A friend or family member',
  referralShowroom: 'Visiting a showroom',
  referralPress: 'Press, TV or radio',
  referralPodcast: 'A podcast',
  referralOther: 'Other',
  referralOtherLabel: 'Please tell us where',
  referralAssociate: 'Sales associate who helped you (optional)',
  expiryTitle: 'Are you still checking out?',
  expiryBody:
    'Your checkout has been idle for a while. Prices and shipping quotes are held for a limited time; continue to keep your order.',
  expiryContinue: 'Continue checkout',
  timingTitle: 'Still there?',
  timingBody: 'Your details are saved on this device.',
  // Followed by the shop's help line, when the checkout settings give one (helpPhone).
  timingCall: 'Need a hand finishing your order? Call us:',
  timingContinue: 'Back to my order',
} as const;

/**
 * The specification's texts and our labels in one table, for the checkout and cart views (their chunks
 * carry both anyway). Korean: checkout.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translate(checkoutTexts, 'stepPayment') // 'Payment'
 */
export const checkoutTexts: KoreanOnDemand<typeof checkoutMessages.en & typeof labelsEnglish> = {
  en: { ...checkoutMessages.en, ...labelsEnglish },
  koreanName: 'checkout',
};

/** The English of the checkout's own labels alone (checkout.ko.ts translates them). */
export type CheckoutLabels = typeof labelsEnglish;
