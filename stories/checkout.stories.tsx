import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Country } from '../core/country';
import { Checkout } from '../widgets/checkout/Checkout';
import checkoutCss from '../widgets/checkout/checkout.css?raw';
import { resetSettings } from '../core/settings/settings';
import { checkoutConfig, US_QUOTES } from '../widgets/checkout/fixtures';
import { emptyAddress, type Address } from '../widgets/checkout/address-form.logic';
import { parseQuoteOptions } from '../widgets/checkout/shipping.logic';
import { createStepperState, STEP, type StepIndex } from '../widgets/checkout/steps.logic';
import type { UseCheckout } from '../widgets/checkout/useCheckout';
import { loadLaterSteps, type LaterSteps } from '../widgets/checkout/use-later-steps';
import { withRoveStyles } from './rove-styles';

// Each step and state of <rove-checkout>'s shell, drawn from the view with the hook's output
// written out (no network). The payment step's own stories are checkout-payment.stories.tsx.

const FILLED: Address = {
  ...emptyAddress('US'),
  first_name: 'Ana',
  last_name: 'Shopper',
  street1: '12 Main Street',
  city: 'Austin',
  zone: 'TX',
  postal_code: '78701',
  phone: '5125550199',
};

/** The address forms filled in, billing copied from shipping. */
const FILLED_FORMS = { shipping: FILLED, billing: emptyAddress('US'), copyToBilling: true };

interface StoryState {
  country?: Country;
  current?: StepIndex;
  lock?: boolean;
  patch?: Partial<UseCheckout>;
}

function story({ country = 'US', current = STEP.account, lock = false, patch = {} }: StoryState) {
  const config = checkoutConfig(country);
  const base = createStepperState({
    country,
    hasWarrantyPane: config.warrantyPane,
    membershipOnly: lock,
    membershipLock: lock,
  });
  const stepper = {
    ...base,
    current,
    completed: base.steps.filter((step) => step < current),
  };
  const checkout: UseCheckout = {
    stepper,
    email: current > STEP.account ? 'ana@example.com' : '',
    emailError: null,
    accountPanel: 'email',
    showMembershipAlert: false,
    membership: lock ? 1 : current > STEP.membership ? 0 : null,
    membershipError: null,
    showOptOut: !lock,
    forms: { shipping: emptyAddress(country), billing: emptyAddress(country), copyToBilling: true },
    fieldErrors: {},
    quoteGate: 'Please complete your details to continue.',
    quotes: [],
    quote: null,
    quotePhase: 'idle',
    quoteMessages: [],
    quoteError: null,
    addressMessage: null,
    protectionTerm: current > STEP.protection ? 0 : null,
    protectionError: null,
    referral: {},
    totals: config.totals,
    storeCredit: null,
    busy: false,
    orderErrors: [],
    banner: null,
    coupon: { working: false, error: null, status: null, apply: fn(), remove: fn() },
    loginError: null,
    setEmail: fn(),
    submitEmail: fn(),
    backToEmail: fn(),
    noThanksLogin: fn(),
    chooseMembership: fn(),
    continueMembership: fn(),
    changeField: fn(),
    blurField: fn(),
    setCopyToBilling: fn(),
    chooseQuote: fn(),
    continueAddress: fn(),
    chooseProtection: fn(),
    continueProtection: fn(),
    selectStep: fn(),
    dismissOrderErrors: fn(),
    dismissBanner: fn(),
    setPaymentBusy: fn(),
    setReferral: fn(),
    reopenAddress: fn(),
    reviewOrder: fn(),
  };
  return {
    config,
    checkout: { ...checkout, ...patch },
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

export const AccountInvalidEmail: Story = {
  args: story({
    patch: { email: 'ana@rove', emailError: 'Please enter a valid email address for this order' },
  }),
};

export const AccountBusy: Story = {
  args: story({ patch: { email: 'ana@example.com', busy: true } }),
};

export const LoginPanel: Story = {
  args: story({
    patch: { email: 'casey@example.com', accountPanel: 'login', showMembershipAlert: true },
  }),
};

export const LoginFailed: Story = {
  args: story({
    patch: {
      email: 'casey@example.com',
      accountPanel: 'login',
      loginError: 'Sorry, unrecognized username or password.',
    },
  }),
};

const ROVE10 = { code: 'ROVE10', title: '10% off your order', rate: 0.1 };

/** A page with `<rove-chat>`: the summary links to the live chat (seed 002 §7). */
export const SummaryChatLink: Story = { args: { ...story({}), chat: true } };

export const CouponApplied: Story = {
  args: story({
    patch: {
      totals: { ...checkoutConfig('US').totals, discount: 343, coupon: ROVE10, total: 3085 },
    },
  }),
};

export const CouponInvalid: Story = {
  args: story({
    patch: {
      coupon: {
        working: false,
        error: 'This coupon code is not valid.',
        status: null,
        apply: fn(),
        remove: fn(),
      },
    },
  }),
};

export const Membership: Story = { args: story({ current: STEP.membership }) };

export const MembershipJoined: Story = {
  args: story({
    current: STEP.membership,
    patch: {
      membership: 1,
      totals: {
        ...checkoutConfig('US').totals,
        memberPricing: true,
        memberSavings: 686,
        products: 2742,
        memberFee: 100,
        total: 2842,
      },
    },
  }),
};

export const MembershipLocked: Story = { args: story({ current: STEP.address, lock: true }) };

export const AddressIncomplete: Story = { args: story({ current: STEP.address }) };

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
  args: story({ country: 'KR', current: STEP.address }),
  decorators: [
    (Story) => {
      setPageLocale('ko_KR');
      return <Story />;
    },
  ],
};

export const AddressErrors: Story = {
  args: story({
    current: STEP.address,
    patch: {
      forms: {
        shipping: { ...FILLED, street1: 'PO Box 12', phone: '1125550199', city: '' },
        billing: emptyAddress('US'),
        copyToBilling: true,
      },
      fieldErrors: {
        'panes[delivery][street1]': 'We do not accept PO Boxes',
        'panes[delivery][phone]': 'Cannot start with 1',
        'panes[delivery][city]': 'Required',
      },
      addressMessage: 'Please complete your details to continue.',
    },
  }),
};

export const AddressKorea: Story = {
  args: story({
    country: 'KR',
    current: STEP.address,
    patch: {
      fieldErrors: {
        'panes[delivery][first_name]': '필수 입력 항목입니다.',
        'panes[delivery][city]': '필수 입력 항목입니다.',
      },
      quoteGate: null,
      addressMessage: '계속하려면 정보를 모두 입력해 주세요.',
    },
  }),
};

export const AddressSeparateBilling: Story = {
  args: story({
    current: STEP.address,
    patch: {
      forms: { shipping: FILLED, billing: emptyAddress('CA'), copyToBilling: false },
      quoteGate: 'Please complete your details to continue.',
    },
  }),
};

export const QuoteLoading: Story = {
  args: story({
    current: STEP.address,
    patch: {
      forms: FILLED_FORMS,
      quoteGate: null,
      quotePhase: 'loading',
    },
  }),
};

const quotes = parseQuoteOptions(
  US_QUOTES.map((quote) => ({ value: quote.id, title: quote.title })),
);

/** An address filled in and quoted: the state every step after the address starts from. */
const ADDRESSED = { forms: FILLED_FORMS, quotes };

export const QuoteOptions: Story = {
  args: story({
    current: STEP.address,
    patch: {
      forms: FILLED_FORMS,
      quoteGate: null,
      quotes,
      quoteError: 'Please select a shipping option to continue',
    },
  }),
};

export const Protection: Story = {
  args: story({
    current: STEP.protection,
    patch: {
      ...ADDRESSED,
      quote: 'standard',
    },
  }),
};

export const PaymentOpen: Story = {
  args: story({
    current: STEP.payment,
    patch: {
      ...ADDRESSED,
      quote: 'standard',
    },
  }),
};

export const OrderValidationErrors: Story = {
  args: story({
    current: STEP.address,
    patch: {
      forms: FILLED_FORMS,
      quoteGate: null,
      quotes,
      quote: 'standard',
      orderErrors: ['Not shippable city', 'Please select a shipping option to continue'],
    },
  }),
};

export const SubmitErrorBanner: Story = {
  args: story({
    current: STEP.address,
    patch: {
      banner: '2 error(s).',
      fieldErrors: { 'panes[delivery][city]': 'Required', 'panes[delivery][phone]': 'Invalid' },
    },
  }),
};
