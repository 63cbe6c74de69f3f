import { checkoutMessages } from './checkout';

/**
 * The checkout's and cart's own labels: names of steps, fields, buttons and notes that the seed
 * names without wording them (ours). Apart from checkoutMessages (the seed's texts), because the
 * validators that every page may load (an email check on the wishlist) need only those.
 *
 * @example checkoutLabels.en.stepAccount // 'Account'
 */
export const checkoutLabels = {
  en: {
    // The payment step's own labels (the seed names the methods, not their wording; ours).
    paymentMethod: 'Payment method',
    methodCard: 'Card',
    methodAffirm: 'Affirm',
    methodPaybright: 'PayBright',
    methodKlarna: 'Klarna',
    methodOther: 'Other (we will email you how to pay)',
    useStoreCredit: 'Use my store credit ({amount} available, expires {expiry})',
    storeCreditCovers: 'Your store credit covers this order.',
    redirectNotice: 'You will continue to {provider} to finish paying, then come back here.',
    loadingPaymentForm: 'Loading the secure payment form…',
    retryPaymentForm: 'Try again',
    placeOrder: 'Place order',
    // Step names as the seed lists them (seed 002 §2).
    stepAccount: 'Account',
    stepMembership: 'Membership',
    stepAddress: 'Address',
    stepProtection: 'Protection',
    stepPayment: 'Payment',
    // Buttons the seed names without quoting; ours.
    continue: 'Continue',
    edit: 'Edit',
    // Cart processing estimates (seed 002 §9 gives the ranges, not the wording; ours).
    processingWeeks: '{min}-{max} weeks',
    processingBusinessDays: '{min}-{max} business days',
    // <rove-checkout> labels and notes the seed does not word (it names the controls only); ours.
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
    orderValidateFailed: 'We could not check your order. Please try again.',
    dismiss: 'Dismiss',
    orderSummary: 'Order summary',
    showSummary: 'Show order summary ({total})',
    hideSummary: 'Hide order summary ({total})',
    subtotal: 'Subtotal',
    memberSavings: 'Member savings',
    protectionTotal: 'Protection',
    membershipFee: 'Membership (1 year)',
    shipping: 'Shipping',
    shippingLater: 'Calculated at checkout',
    total: 'Total',
    qty: 'Qty {qty}',
    paymentPending: 'Payment options load here.',
    expiryTitle: 'Are you still checking out?',
    expiryBody:
      'Your checkout has been idle for a while. Prices and shipping quotes are held for a limited time; continue to keep your order.',
    expiryContinue: 'Continue checkout',
    timingTitle: 'Still there?',
    timingBody:
      'Your details are saved on this device. Need a hand finishing your order? Call us on 1-800-555-0199.',
    timingContinue: 'Back to my order',
  },
} as const;

/**
 * The seed's texts and our labels in one table, for the checkout and cart views (their chunks
 * carry both anyway).
 *
 * @example translate(checkoutTexts, 'stepPayment') // 'Payment'
 */
export const checkoutTexts = {
  en: { ...checkoutMessages.en, ...checkoutLabels.en },
  ko: checkoutMessages.ko,
} as const;
