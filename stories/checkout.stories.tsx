import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Country } from '../core/country';
import { Checkout } from '../widgets/checkout/Checkout';
import checkoutCss from '../widgets/checkout/checkout.css?raw';
import { resetSettings } from '../core/settings/settings';
import { checkoutConfig, NEW_GUEST, US_QUOTES } from '../widgets/checkout/fixtures';
import { validateAccountEmail } from '../widgets/checkout/account.logic';
import type { AddressField } from '../widgets/checkout/address-form.logic';
import type { CheckoutActions } from '../widgets/checkout/checkout-actions';
import type { FormPostResult } from '../widgets/checkout/checkout-api';
import { checkoutContext, initialCheckoutState } from '../widgets/checkout/checkout-start.logic';
import type { CheckoutEvent } from '../widgets/checkout/checkout-state';
import { checkoutReducer } from '../widgets/checkout/checkout.machine';
import { checkoutView } from '../widgets/checkout/checkout-view.logic';
import {
  orderValidationOutcome,
  submitErrorsFromRecord,
  submitErrorsOutcome,
} from '../widgets/checkout/submit-errors.logic';
import type { UseCheckout } from '../widgets/checkout/useCheckout';
import { loadLaterSteps, type LaterSteps } from '../widgets/checkout/useLaterSteps';
import { withRoveStyles } from './rove-styles';

// Each step and state of <rove-checkout>'s shell, drawn from the view with the state the
// checkout machine reaches through a list of events (what the shopper did and the server
// answered; no network). The payment step's own stories are checkout-payment.stories.tsx.

const ACTION_NAMES: Record<keyof CheckoutActions, true> = {
  setEmail: true,
  submitEmail: true,
  backToEmail: true,
  noThanksLogin: true,
  chooseMembership: true,
  continueMembership: true,
  changeField: true,
  blurField: true,
  setCopyToBilling: true,
  chooseQuote: true,
  continueAddress: true,
  chooseProtection: true,
  continueProtection: true,
  selectStep: true,
  dismissOrderErrors: true,
  dismissBanner: true,
  setReferral: true,
  reopenAddress: true,
  reviewOrder: true,
  applyCoupon: true,
  removeCoupon: true,
};

/** Every action as a Storybook spy: the Actions panel shows what the shopper pressed. */
const actions = () =>
  Object.fromEntries(
    Object.keys(ACTION_NAMES).map((name) => [name, fn()]),
  ) as unknown as CheckoutActions;

/** The email given and checked: a guest moves on to membership. */
const EMAIL_GIVEN: CheckoutEvent[] = [
  { type: 'emailTyped', email: 'ana@example.com' },
  { type: 'emailChecked', email: 'ana@example.com', result: NEW_GUEST },
];

/** On to the address step, membership declined. */
const TO_ADDRESS: CheckoutEvent[] = [
  ...EMAIL_GIVEN,
  { type: 'membershipChosen', choice: 0 },
  { type: 'stepContinued' },
];

const typed = (fields: Partial<Record<AddressField, string>>): CheckoutEvent[] =>
  Object.entries(fields).map(([field, value]) => ({
    type: 'fieldChanged',
    pane: 'delivery',
    field: field as AddressField,
    value,
  }));

/** A US delivery address, complete. */
const FILLED = typed({
  first_name: 'Ana',
  last_name: 'Shopper',
  street1: '12 Main Street',
  city: 'Austin',
  zone: 'TX',
  postal_code: '78701',
  phone: '5125550199',
});

/** The address quoted ('Calculate Shipping' answered with the US options). */
const QUOTED: CheckoutEvent[] = [
  ...FILLED,
  { type: 'quoteScheduled' },
  { type: 'quoteSent', key: 'filled' },
  {
    type: 'quoteAnswered',
    ticket: 1,
    failedMessage: '',
    reply: {
      kind: 'ok',
      data: { success: true, quotes: US_QUOTES, selected: null, totals: null, storeCredit: null },
    } as FormPostResult,
  },
];

/** An address filled in, quoted and an option chosen: where every later step starts from. */
const ADDRESSED: CheckoutEvent[] = [...QUOTED, { type: 'quoteChosen', quote: 'standard' }];

interface StoryState {
  country?: Country;
  lock?: boolean;
  config?: Record<string, unknown>;
  events?: readonly CheckoutEvent[];
}

function story({ country = 'US', lock = false, config: overrides, events = [] }: StoryState) {
  const config = checkoutConfig(country, overrides);
  const ctx = checkoutContext(config, {
    membershipOnly: lock,
    membershipLock: lock,
    memberFee: 100,
  });
  const state = events.reduce(checkoutReducer(ctx), initialCheckoutState(ctx, null));
  const checkout: UseCheckout = {
    ...checkoutView(state, ctx),
    ...actions(),
    attachPayment: fn(),
  };
  return {
    config,
    checkout,
    memberFee: 100,
    today: new Date(2026, 0, 15),
    payment: () => (
      <p className="rove-checkout__note">Payment step (see Checkout/Payment stories)</p>
    ),
    // Replaced by the loaded chunk in `render` below.
    later: { phase: 'loading' as const },
  };
}

const meta = {
  title: 'Checkout/Steps',
  component: Checkout,
  decorators: [
    withRoveStyles({ 'rove-checkout': checkoutCss }),
    (Story) => {
      setPageLocale('en_US');
      return <Story />;
    },
  ],
  args: story({}),
  // Steps 2–5 are a chunk of their own on a page; here each story shows its step at once.
  loaders: [async () => ({ laterSteps: await loadLaterSteps() })],
  render: (args, { loaded }) => (
    <Checkout {...args} later={{ phase: 'ready', views: loaded['laterSteps'] as LaterSteps }} />
  ),
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountEmail: Story = {};

const badEmail = validateAccountEmail('ana@rove');

export const AccountInvalidEmail: Story = {
  args: story({
    events: [
      { type: 'emailTyped', email: 'ana@rove' },
      { type: 'emailSubmitted', error: badEmail.ok ? null : badEmail.message },
    ],
  }),
};

export const AccountBusy: Story = {
  args: story({
    events: [{ type: 'emailTyped', email: 'ana@example.com' }, { type: 'requestStarted' }],
  }),
};

export const LoginPanel: Story = {
  args: story({
    events: [
      {
        type: 'emailChecked',
        email: 'casey@example.com',
        result: { ...NEW_GUEST, emailExists: true },
      },
    ],
  }),
};

export const LoginFailed: Story = {
  args: story({
    config: {
      login: { name: 'casey@example.com', error: 'Sorry, unrecognized username or password.' },
    },
  }),
};

const ROVE10 = { code: 'ROVE10', title: '10% off your order', rate: 0.1 };

/** A page with `<rove-chat>`: the summary links to the live chat (spec/checkout.md §7). */
export const SummaryChatLink: Story = { args: { ...story({}), chat: true } };

export const CouponApplied: Story = {
  args: story({
    events: [
      {
        type: 'serverTotals',
        totals: { ...checkoutConfig('US').totals, discount: 343, coupon: ROVE10, total: 3085 },
      },
    ],
  }),
};

export const CouponInvalid: Story = {
  args: story({
    events: [{ type: 'couponSent' }, { type: 'couponRefused', refusal: 'couponInvalid' }],
  }),
};

export const Membership: Story = { args: story({ events: EMAIL_GIVEN }) };

/** Joining re-prices the order at once (member prices and the fee). */
export const MembershipJoined: Story = {
  args: story({ events: [...EMAIL_GIVEN, { type: 'membershipChosen', choice: 1 }] }),
};

export const MembershipLocked: Story = { args: story({ lock: true, events: EMAIL_GIVEN }) };

export const AddressIncomplete: Story = { args: story({ events: TO_ADDRESS }) };

/**
 * Writes the page's settings locale (the checkout reads its language from the settings). Every
 * story sets it, so a Korean story never leaks into the next one shown in the same frame.
 */
function setPageLocale(locale: string): void {
  document.getElementById('rove-settings')?.remove();
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = 'rove-settings';
  // A locale counts only with its own country (en_US with US, ko_KR with KR).
  tag.textContent = JSON.stringify({ country: locale.slice(3), locale });
  document.head.append(tag);
  resetSettings();
}

/** A Korean page (locale ko_KR): every view reads the Korean texts. */
export const KoreanPage: Story = {
  args: story({ country: 'KR', events: TO_ADDRESS }),
  decorators: [
    (Story) => {
      setPageLocale('ko_KR');
      return <Story />;
    },
  ],
};

/** Continue pressed on a form with a PO Box, a phone starting with 1 and no city. */
export const AddressErrors: Story = {
  args: story({
    events: [
      ...TO_ADDRESS,
      ...FILLED,
      ...typed({ street1: 'PO Box 12', phone: '1125550199', city: '' }),
      { type: 'addressContinued' },
    ],
  }),
};

export const AddressKorea: Story = {
  args: story({ country: 'KR', events: [...TO_ADDRESS, { type: 'addressContinued' }] }),
  decorators: KoreanPage.decorators,
};

export const AddressSeparateBilling: Story = {
  args: story({
    events: [
      ...TO_ADDRESS,
      ...FILLED,
      { type: 'copyToBillingSet', value: false },
      { type: 'fieldChanged', pane: 'billing', field: 'country', value: 'CA' },
    ],
  }),
};

export const QuoteLoading: Story = {
  args: story({ events: [...TO_ADDRESS, ...FILLED, { type: 'quoteScheduled' }] }),
};

/** Continue pressed before choosing one of the options. */
export const QuoteOptions: Story = {
  args: story({ events: [...TO_ADDRESS, ...QUOTED, { type: 'addressContinued' }] }),
};

export const Protection: Story = {
  args: story({ events: [...TO_ADDRESS, ...ADDRESSED, { type: 'stepContinued' }] }),
};

export const PaymentOpen: Story = {
  args: story({
    events: [
      ...TO_ADDRESS,
      ...ADDRESSED,
      { type: 'stepContinued' },
      { type: 'protectionChosen', term: 36 },
      {
        type: 'orderValidated',
        outcome: orderValidationOutcome({ success: true }),
        failedMessage: '',
      },
    ],
  }),
};

export const OrderValidationErrors: Story = {
  args: story({
    events: [
      ...TO_ADDRESS,
      ...ADDRESSED,
      {
        type: 'orderValidated',
        outcome: orderValidationOutcome({
          success: false,
          errors: ['Not shippable city', 'Please select a shipping option to continue'],
        }),
        failedMessage: '',
      },
    ],
  }),
};

/** 'Review order' refused: the banner counts the errors, each shows on its field. */
export const SubmitErrorBanner: Story = {
  args: story({
    events: [
      ...TO_ADDRESS,
      {
        type: 'reviewRefused',
        outcome: submitErrorsOutcome(
          submitErrorsFromRecord({
            'panes[delivery][city]': 'Required',
            'panes[delivery][phone]': 'Invalid',
          }),
        ),
      },
    ],
  }),
};
