import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { checkoutMessages } from '../core/i18n/checkout';
import { translate } from '../core/i18n/translate';
import type { StoreCredit } from '../widgets/checkout/payment/payment.logic';
import {
  initialPaymentState,
  payButton,
  paymentPlan,
  paymentReducer,
  type PaymentEvent,
} from '../widgets/checkout/payment/payment.machine';
import type { CardElementState } from '../widgets/checkout/payment/useCardElement';
import type { KlarnaSession } from '../widgets/checkout/payment/payment-api';
import { PaymentView, type PaymentViewProps } from '../widgets/checkout/payment/PaymentView';
import checkoutCss from '../widgets/checkout/checkout.css?raw';
import paymentCss from '../widgets/checkout/payment/payment.css?raw';
import { inCheckoutRoot, withRoveStyles } from './rove-styles';
import { withVendorsRendered } from './vendor-stand-ins';

// The payment step's states, as the payment machine reaches them through a list of events
// (payment.machine.ts), with a static stand-in where Stripe's Payment Element iframe mounts:
// stories never load Stripe.js.

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

const COMPLETE_CARD: CardElementState = { phase: 'ready', complete: true, type: 'card' };

interface StepState {
  readonly events?: readonly PaymentEvent[];
  readonly methods?: readonly string[];
  readonly storeCredit?: StoreCredit | null;
  readonly card?: CardElementState;
  readonly country?: 'US' | 'CA';
}

type StepProps = Pick<
  PaymentViewProps,
  | 'country'
  | 'storeCredit'
  | 'methods'
  | 'method'
  | 'creditOffered'
  | 'creditOn'
  | 'credit'
  | 'cardPhase'
  | 'button'
  | 'error'
  | 'notice'
>;

/** A Klarna session, enough for the step to offer Klarna (its widget is a stand-in here). */
const KLARNA_SESSION = { client_token: 'story' } as KlarnaSession;

/** The view's props for the state the machine reaches through `events`. */
function step({
  events = [],
  methods = ['stripe', 'affirm', 'klarna', 'other'],
  storeCredit = null,
  card = COMPLETE_CARD,
  country = 'US',
}: StepState): StepProps {
  const state = events.reduce(paymentReducer, initialPaymentState());
  const plan = paymentPlan(state, {
    methods,
    publishableKey: 'pk_test_stories',
    klarna: KLARNA_SESSION,
    onReviewOrder: fn(),
    storeCredit,
    country,
    total: 997,
  });
  return {
    country,
    storeCredit,
    methods: plan.methods,
    method: plan.method,
    creditOffered: plan.creditOffered,
    creditOn: state.creditOn,
    credit: plan.credit,
    cardPhase: card.phase,
    button: payButton(plan, state, card),
    error: state.error?.text ?? null,
    notice: state.notice,
  };
}

const chosen = (method: 'affirm' | 'klarna' | 'other' | 'paybright'): PaymentEvent => ({
  type: 'methodChosen',
  method,
});

const failed = (text: string, displayMs: number | null = null): PaymentEvent => ({
  type: 'failed',
  error: { text, displayMs },
});

const meta = {
  title: 'Checkout/Payment step',
  component: PaymentView,
  decorators: [
    inCheckoutRoot,
    withRoveStyles({ 'rove-checkout': checkoutCss, 'rove-checkout-payment': paymentCss }),
  ],
  args: {
    ...step({}),
    onChoose: fn(),
    onCreditChange: fn(),
    cardContainer: fakeElement,
    klarnaContainer: fakeKlarna,
    klarnaHeight: 40,
    onPay: fn(),
    onRetryCard: fn(),
  },
} satisfies Meta<typeof PaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete card: the button pays. */
export const Card: Story = {};

const incomplete: CardElementState = { phase: 'ready', complete: false, type: 'card' };

/** The element is not complete yet: 'Processing...' and disabled (spec/checkout.md §4). */
export const CardIncomplete: Story = { args: step({ card: incomplete }) };

/** Stripe.js is loading and the intent is being created. */
export const CardLoading: Story = {
  args: step({ card: { phase: 'loading', complete: false, type: null } }),
};

/** A payment is running (the button stays busy until the browser leaves). */
export const Processing: Story = { args: step({ events: [{ type: 'attemptStarted' }] }) };

/** The provider's decline message, shown for 4 s in the card-error live region. */
export const Declined: Story = {
  args: step({
    events: [
      { type: 'attemptStarted' },
      failed('Your card was declined.', 4000),
      { type: 'attemptEnded' },
    ],
  }),
};

export const UnknownError: Story = {
  args: step({ events: [failed(translate(checkoutMessages, 'unknownStripeError'))] }),
};

/** Stripe.js or the intent failed to load: the shopper can try again. */
export const CardFailed: Story = {
  args: step({
    card: { phase: 'failed', complete: false, type: null },
    events: [failed(translate(checkoutMessages, 'unknownStripeError'))],
  }),
};

/** The server answered 'missingBillingAddress'; the shell reopens the address step. */
export const MissingAddress: Story = {
  args: step({
    events: [
      { type: 'attemptStarted' },
      { type: 'addressMissing', message: translate(checkoutMessages, 'completeShippingAddress') },
      { type: 'attemptEnded' },
    ],
  }),
};

const withCredit = ['stripe', 'credit', 'affirm', 'klarna', 'other'];

export const StoreCreditOffered: Story = {
  args: step({ methods: withCredit, storeCredit: partial }),
};

/** Credit covers part: 'Amount to be charged: $X', the card pays the rest. */
export const StoreCreditPartial: Story = {
  args: step({
    methods: withCredit,
    storeCredit: partial,
    events: [{ type: 'creditSwitched', on: true }],
  }),
};

/** Credit covers all: the payment section is hidden, no card is needed. */
export const StoreCreditFull: Story = {
  args: step({
    methods: withCredit,
    storeCredit: covering,
    events: [{ type: 'creditSwitched', on: true }],
  }),
};

export const Affirm: Story = { args: step({ events: [chosen('affirm')] }) };

/**
 * The shop has Affirm's settings: under the method, Affirm's own line for the order total
 * (`data-page-type="payment"`, cents), as affirm.js renders it (a stand-in here).
 */
export const AffirmMessaging: Story = {
  decorators: [withVendorsRendered],
  args: { ...step({ events: [chosen('affirm')] }), affirmCents: 124700 },
};

export const Paybright: Story = {
  args: step({
    country: 'CA',
    methods: ['stripe', 'paybright', 'other'],
    events: [chosen('paybright')],
  }),
};

export const Klarna: Story = { args: step({ events: [chosen('klarna')] }) };

export const Other: Story = { args: step({ events: [chosen('other')] }) };

/** Only the card is enabled: no method choice is shown. */
export const CardOnly: Story = { args: step({ methods: ['stripe'] }) };
