import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { checkoutMessages } from '../core/i18n/checkout';
import { translate } from '../core/i18n/translate';
import {
  payButtonState,
  storeCreditEffect,
  type StoreCredit,
} from '../widgets/checkout/payment.logic';
import { PaymentView, type PaymentViewProps } from '../widgets/checkout/payment/PaymentView';
import checkoutCss from '../widgets/checkout/checkout.css?raw';
import paymentCss from '../widgets/checkout/payment/payment.css?raw';
import { inCheckoutRoot, withRoveStyles } from './rove-styles';
import { withVendorsRendered } from './vendor-stand-ins';

// The payment step's states, as <rove-checkout> computes them (payment.logic), with a static
// stand-in where Stripe's Payment Element iframe mounts: stories never load Stripe.js.

/** Fills the element's container the way Stripe's iframe would occupy it. */
function fakeElement(node: HTMLDivElement | null): void {
  if (!node || node.childElementCount > 0) return;
  const frame = document.createElement('div');
  frame.style.cssText = 'border:1px solid #ccc;border-radius:4px;padding:12px;color:#333';
  // Not ours to theme: the provider's frame (the stories' theme checks leave it out).
  frame.dataset['storyStandIn'] = '';
  frame.textContent = 'Stripe Payment Element (card number · expiry · CVC) mounts here';
  node.append(frame);
}

function fakeKlarna(node: HTMLDivElement | null): void {
  if (!node || node.childElementCount > 0) return;
  const widget = document.createElement('div');
  widget.style.cssText = 'border:1px solid #ccc;border-radius:4px;padding:12px;color:#333';
  widget.dataset['storyStandIn'] = '';
  widget.textContent = 'Klarna · Pay over time (Klarna’s widget mounts here)';
  node.append(widget);
}

const covering: StoreCredit = {
  credits: 50000,
  usable: 997,
  amount_to_charge_usable: 0,
  expiry: '2027-12-31',
};
const partial: StoreCredit = {
  credits: 150,
  usable: 150,
  amount_to_charge_usable: 847,
  expiry: '2027-12-31',
};

const ready = payButtonState({ elementComplete: true, elementType: 'card', attemptRunning: false });
const waiting = payButtonState({
  elementComplete: false,
  elementType: 'card',
  attemptRunning: false,
});

const meta = {
  title: 'Checkout/Payment step',
  component: PaymentView,
  decorators: [
    inCheckoutRoot,
    withRoveStyles({ 'rove-checkout': checkoutCss, 'rove-checkout-payment': paymentCss }),
  ],
  args: {
    country: 'US',
    storeCredit: null,
    methods: ['stripe', 'affirm', 'klarna', 'other'],
    method: 'stripe',
    onChoose: fn(),
    creditOffered: false,
    creditOn: false,
    onCreditChange: fn(),
    credit: storeCreditEffect(null, false, 'US'),
    cardPhase: 'ready',
    cardContainer: fakeElement,
    klarnaContainer: fakeKlarna,
    klarnaHeight: 40,
    button: ready,
    error: null,
    notice: null,
    onPay: fn(),
    onRetryCard: fn(),
  },
} satisfies Meta<typeof PaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete card: the button pays. */
export const Card: Story = {};

/** The element is not complete yet: 'Processing...' and disabled (seed 002 §4). */
export const CardIncomplete: Story = { args: { button: waiting } };

/** Stripe.js is loading and the intent is being created. */
export const CardLoading: Story = { args: { cardPhase: 'loading', button: waiting } };

/** A payment is running (the button stays busy until the browser leaves). */
export const Processing: Story = {
  args: {
    button: payButtonState({ elementComplete: true, elementType: 'card', attemptRunning: true }),
  },
};

/** The provider's decline message, shown for 4 s in the card-error live region. */
export const Declined: Story = { args: { error: 'Your card was declined.' } };

export const UnknownError: Story = {
  args: { error: translate(checkoutMessages, 'unknownStripeError') },
};

/** Stripe.js or the intent failed to load: the shopper can try again. */
export const CardFailed: Story = {
  args: {
    cardPhase: 'failed',
    button: waiting,
    error: translate(checkoutMessages, 'unknownStripeError'),
  },
};

/** The server answered 'missingBillingAddress'; the shell reopens the address step. */
export const MissingAddress: Story = {
  args: { notice: translate(checkoutMessages, 'completeShippingAddress') },
};

export const StoreCreditOffered: Story = {
  args: { storeCredit: partial, creditOffered: true },
};

/** Credit covers part: 'Amount to be charged: $X', the card pays the rest. */
export const StoreCreditPartial: Story = {
  args: {
    storeCredit: partial,
    creditOffered: true,
    creditOn: true,
    credit: storeCreditEffect(partial, true, 'US'),
  },
};

/** Credit covers all: the payment section is hidden, no card is needed. */
export const StoreCreditFull: Story = {
  args: {
    storeCredit: covering,
    creditOffered: true,
    creditOn: true,
    credit: storeCreditEffect(covering, true, 'US'),
  },
};

export const Affirm: Story = { args: { method: 'affirm' } };

/**
 * The shop has Affirm's settings: under the method, Affirm's own line for the order total
 * (`data-page-type="payment"`, cents), as affirm.js renders it (a stand-in here).
 */
export const AffirmMessaging: Story = {
  decorators: [withVendorsRendered],
  args: { method: 'affirm', affirmCents: 124700 },
};

export const Paybright: Story = {
  args: { country: 'CA', methods: ['stripe', 'paybright', 'other'], method: 'paybright' },
};

export const Klarna: Story = { args: { method: 'klarna' } };

export const Other: Story = { args: { method: 'other' } };

/** Only the card is enabled: no method choice is shown. */
export const CardOnly: Story = {
  args: { methods: ['stripe'] } satisfies Partial<PaymentViewProps>,
};
