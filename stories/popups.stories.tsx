import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { popupsText } from '../core/i18n/popups';
import { sanitizeHtml } from '../core/sanitize/html';
import { cleanMarkup } from '../widgets/popups/clean-markup';
import { Popups, type PopupsProps } from '../widgets/popups/Popups';
import popupsCss from '../widgets/popups/popups.css?raw';
import type { PopupDefinition, PopupKind, ShownPopup } from '../widgets/popups/types';
import { withRoveStyles } from './rove-styles';

/** CMS markup as a marketer would write it (the specification shows none; these are ours). */
const NEWSLETTER_FORM =
  '<h2>Get 10% off your first order</h2><p>Join our list for new collections, design ideas and members-only offers. Unsubscribe anytime.</p>';
const NEWSLETTER_DONE =
  '<h2>You’re on the list</h2><p>Check your inbox: your 10% code is on its way.</p>';

function definition(kind: PopupKind, overrides: Partial<PopupDefinition> = {}): PopupDefinition {
  return {
    id: `story-${kind}`,
    kind,
    label: '',
    conditions: {},
    trigger: { type: 'load' },
    cta: null,
    cities: [],
    ...overrides,
    markup: {
      form: '',
      done: '',
      overlay: true,
      html: '',
      callback: null,
      list: 'LIST',
      list2: null,
      ...overrides.markup,
    },
  };
}

function shown(def: PopupDefinition, state: Partial<Omit<ShownPopup, 'definition'>> = {}) {
  return {
    definition: def,
    clean: cleanMarkup(def, sanitizeHtml),
    phase: 'form' as const,
    email: '',
    emailInvalid: false,
    ...state,
  };
}

const newsletter = definition('newsletter', {
  label: 'Newsletter sign-up',
  markup: { form: NEWSLETTER_FORM, done: NEWSLETTER_DONE } as PopupDefinition['markup'],
});

const meta = {
  title: 'Widgets/Popups',
  component: Popups,
  decorators: [withRoveStyles({ 'rove-popups': popupsCss })],
  args: {
    shown: null,
    countdown: null,
    text: popupsText('en_US'),
    onEmailChange: fn(),
    onSubmit: fn(),
    onAccept: fn(),
    onClose: fn(),
    onCountdownClose: fn(),
  },
} satisfies Meta<PopupsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newsletter: the CMS form HTML above the email field. */
export const Newsletter: Story = { args: { shown: shown(newsletter) } };

/** The email did not match the pattern: the specification's error class, plus a visible hint. */
export const NewsletterInvalidEmail: Story = {
  args: { shown: shown(newsletter, { email: 'jane@example', emailInvalid: true }) },
};

/** The subscription call is running: the button is disabled and busy. */
export const NewsletterSending: Story = {
  args: { shown: shown(newsletter, { email: 'jane@example.com', phase: 'sending' }) },
};

/** Subscribed: the CMS done HTML, announced. */
export const NewsletterDone: Story = {
  args: { shown: shown(newsletter, { email: 'jane@example.com', phase: 'done' }) },
};

/** Done without CMS done content: our thank-you line. */
export const NewsletterDoneFallback: Story = {
  args: {
    shown: shown(definition('newsletter', { markup: { form: NEWSLETTER_FORM } as never }), {
      phase: 'done',
    }),
  },
};

/** markup.overlay false: still a modal dialog, but the page is not dimmed. */
export const NoOverlay: Story = {
  args: {
    shown: shown(
      definition('newsletter', {
        label: 'Newsletter sign-up',
        markup: { form: NEWSLETTER_FORM, overlay: false } as PopupDefinition['markup'],
      }),
    ),
  },
};

/** Trade newsletter (spec/product.md §4): after 10 s on trade pages. */
export const TradeNewsletter: Story = {
  args: {
    shown: shown(
      definition('trade-newsletter', {
        label: 'Trade newsletter',
        markup: {
          form: '<h2>For design professionals</h2><p>Trade pricing news, sample drops and project inspiration, once a month.</p>',
        } as PopupDefinition['markup'],
      }),
    ),
  },
};

/** Campaign sign-up, with no heading in its markup: the label becomes the visible title. */
export const CampaignSignup: Story = {
  args: {
    shown: shown(
      definition('campaign-signup', {
        label: 'Spring Sale early access',
        markup: {
          form: '<p>Be the first to shop the Spring Sale — early access opens 24 hours before everyone else.</p>',
        } as PopupDefinition['markup'],
      }),
    ),
  },
};

const promoHtml =
  '<h2>Spring Sale: up to 30% off</h2><p>Sofas, sectionals and outdoor sets. Ends Sunday at midnight.</p>';

/** Promo with a call to action. */
export const Promo: Story = {
  args: {
    shown: shown(
      definition('promo', {
        label: 'Spring Sale',
        markup: { html: promoHtml } as PopupDefinition['markup'],
        cta: { href: '/campaign/spring', label: 'Shop the sale' },
      }),
    ),
  },
};

/** Exit intent: shown when the pointer leaves the top of the window. */
export const ExitIntent: Story = {
  args: {
    shown: shown(
      definition('exit-intent', {
        markup: {
          html: '<h2>Before you go</h2><p>Your cart ships free this week. Use code <strong>STAY10</strong> for 10% off.</p>',
        } as PopupDefinition['markup'],
        cta: { href: '/cart', label: 'Back to my cart' },
      }),
    ),
  },
};

/** Showroom invitation (spec/product.md §4): for visitors near a showroom. */
export const Showroom: Story = {
  args: {
    shown: shown(
      definition('showroom', {
        label: 'Visit our Melrose showroom',
        markup: {
          html: '<h2>You’re near our Melrose showroom</h2><p>Sit on every sofa, feel every fabric. Open daily 10 am – 7 pm, 8580 Melrose Ave.</p>',
        } as PopupDefinition['markup'],
        cta: { href: '/melrose-showroom', label: 'Get Directions' },
      }),
    ),
  },
};

/** Store closing, for AU visitors (spec/product.md §2). */
export const StoreClosingAU: Story = {
  args: {
    shown: shown(
      definition('store-closing', {
        label: 'Our Australian store is closing',
        markup: {
          html: '<h2>Our Australian store is closing</h2><p>We are no longer taking new orders from Australia. Orders already placed will be delivered, and our team remains available for support.</p>',
        } as PopupDefinition['markup'],
        cta: { href: '/help', label: 'Help' },
      }),
    ),
  },
};

/** Store closing, for KR visitors, with the Korean texts (ko_KR). */
export const StoreClosingKR: Story = {
  args: {
    text: popupsText('ko_KR'),
    shown: shown(
      definition('store-closing', {
        label: '한국 스토어 영업 종료 안내',
        markup: {
          html: '<h2 lang="ko">한국 스토어 영업 종료 안내</h2><p lang="ko">한국에서의 신규 주문 접수를 종료합니다. 이미 접수된 주문은 정상적으로 배송되며, 고객 지원은 계속 제공됩니다.</p>',
        } as PopupDefinition['markup'],
      }),
    ),
  },
};

/** Membership renewal overlay (spec/product.md §4): accept or 'No thanks'. */
export const Renewal: Story = {
  args: {
    shown: shown(
      definition('renewal', {
        label: 'Renew your membership',
        markup: {
          html: '<h2>Renew your membership for less</h2><p>Renew today and keep your MEMBER pricing for another year at a special renewal rate.</p>',
        } as PopupDefinition['markup'],
      }),
    ),
  },
};

/** Renewal accepted: the call is running. */
export const RenewalSending: Story = {
  args: { shown: { ...Renewal.args!.shown!, phase: 'sending' } },
};

const DAY = 86_400;

/** The countdown banner, days away. */
export const Countdown: Story = {
  args: {
    countdown: { title: 'Spring Sale ends soon', remaining: 2 * DAY + 3 * 3600 + 4 * 60 + 5 },
  },
  parameters: { layout: 'fullscreen' },
};

/** The last hours: no day box. */
export const CountdownHours: Story = {
  args: { countdown: { title: 'Free shipping ends tonight', remaining: 5 * 3600 + 9 * 60 + 30 } },
  parameters: { layout: 'fullscreen' },
};

/** The last seconds. */
export const CountdownLastMinute: Story = {
  args: { countdown: { title: 'Flash sale', remaining: 42 } },
  parameters: { layout: 'fullscreen' },
};

/** Korean countdown. */
export const CountdownKorean: Story = {
  args: {
    text: popupsText('ko_KR'),
    countdown: { title: '봄 세일 종료 임박', remaining: DAY + 3600 + 60 + 1 },
  },
  parameters: { layout: 'fullscreen' },
};

/** The banner and a popup together. */
export const CountdownWithPopup: Story = {
  args: { ...Countdown.args, shown: shown(newsletter) },
  parameters: { layout: 'fullscreen' },
};

/** A 360 px phone: the popup is a full-width sheet at the bottom. */
export const Phone: Story = {
  args: {
    ...Countdown.args,
    shown: shown(newsletter, { email: 'jane@example', emailInvalid: true }),
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
