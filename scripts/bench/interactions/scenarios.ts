/**
 * Every interaction a shopper makes (issue 52, item 7), as scripted scenarios on the demo host:
 * the page, the viewport's width, what gets it ready, then the steps. A named step is measured
 * (its Event Timing duration); an unnamed one is the shopper's way there (typing a field, the
 * debounce's answer) and is not. Each step waits for its visible change — what the e2e specs
 * expect of the same gesture — so an interaction that does nothing is unanswered, not fast.
 * Selectors are the e2e specs' (tests/e2e/*.spec.ts): roles and names first.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  countAbove,
  hasAttribute,
  hasText,
  hasValue,
  hides,
  isChecked,
  shows,
  urlMatches,
} from './visible-change';

export interface ScenarioStep {
  /** The interaction's row in the report; steps with the same name add to the same row. */
  measured?: string;
  /** The gesture; what it returns (the option it chose) is handed to `shown`. */
  act(page: Page): Promise<string | void>;
  /** Resolves once the page shows the step's effect; rejects when it does not. */
  shown(page: Page, chosen?: string): Promise<void>;
  /**
   * The gesture navigates to another document: its entry is read on the page it leaves, the
   * navigation held until then (hold-navigation.ts); unanswered when that cannot be done.
   */
  leavesPage?: true;
}

export interface Scenario {
  name: string;
  path: string;
  /** 390: the phone profile (touch, mobile viewport); wider only where phones have no such control. */
  width: number;
  /** Before the page loads: cookies the visit needs. */
  prepare?(context: BrowserContext, origin: string): Promise<void>;
  /** Resolves once the page is interactive for the steps (the widgets defined, server page taken over). */
  ready(page: Page): Promise<void>;
  steps: ScenarioStep[];
}

export const PHONE_WIDTH = 390;
/** The listing's column toggle exists from 969 px on (widgets/listing/listing.css). */
const GRID_TOGGLE_WIDTH = 1024;

/** The steps' own waits: a field to fill, no change to check beyond its value. */
const fill = (field: (page: Page) => ReturnType<Page['locator']>, value: string): ScenarioStep => ({
  act: (page) => field(page).fill(value),
  shown: (page) => hasValue(field(page), value),
});

const noop = async () => {};

// The header search on a phone: the server's field, the search dialog it opens.
const searchField = (page: Page) => page.locator('rove-search:defined input:not([role])');
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the store' });
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox');
const SEARCH_TERM = 'oak';

const searchKeys: ScenarioStep[] = [...SEARCH_TERM].map((key, index) => ({
  measured: 'each key in search',
  act: (page) => page.keyboard.press(key),
  shown: (page) => hasValue(searchBox(page), SEARCH_TERM.slice(0, index + 1)),
}));

const search: Scenario = {
  name: 'header search',
  path: '/',
  width: PHONE_WIDTH,
  ready: (page) => shows(searchField(page)),
  steps: [
    {
      measured: 'first tap in search',
      act: (page) => searchField(page).tap(),
      shown: (page) => shows(searchBox(page)),
    },
    ...searchKeys,
    // The suggestions come after the 400 ms pause: the shopper reads them, then chooses.
    { act: noop, shown: (page) => shows(searchDialog(page).getByRole('option')) },
    {
      measured: 'choosing a suggestion',
      leavesPage: true,
      act: (page) => searchDialog(page).getByRole('option').first().tap(),
      shown: (page) => urlMatches(page, /\/(product|search|category)\//),
    },
  ],
};

// The search results page: its Load more, and a facet behind Refine.
const results = (page: Page) => page.locator('rove-search-results');
const resultCards = (page: Page) => results(page).locator('[data-card-id]');
const refine = (page: Page) => results(page).getByRole('button', { name: /^Refine/ });
const blueFacet = (page: Page) =>
  results(page)
    .locator('.rove-search-results__filters label')
    .filter({ has: page.getByRole('checkbox', { name: /^Blue \(\d+\)$/ }) });

const searchResults: Scenario = {
  name: 'search results',
  path: '/search/products/sofa/',
  width: PHONE_WIDTH,
  ready: async (page) => {
    await shows(page.locator('rove-search-results:defined'));
    await hasText(refine(page), 'Refine');
  },
  steps: [
    {
      measured: 'load more',
      act: (page) => results(page).getByRole('button', { name: 'Load more' }).tap(),
      shown: (page) => countAbove(resultCards(page), 24),
    },
    {
      act: (page) => refine(page).tap(),
      shown: (page) => hasAttribute(refine(page), 'aria-expanded', 'true'),
    },
    {
      measured: 'a facet',
      act: (page) => blueFacet(page).tap(),
      shown: (page) => urlMatches(page, /colors=Blue/),
    },
  ],
};

const gridToggle: Scenario = {
  name: 'category listing',
  path: '/category/beds',
  width: GRID_TOGGLE_WIDTH,
  ready: (page) => shows(page.locator('.rove-listing__more-button, .rove-listing__end')),
  steps: [
    {
      measured: 'the grid toggle',
      act: (page) => page.getByRole('button', { name: '6 columns' }).click(),
      shown: (page) =>
        hasAttribute(page.locator('rove-listing .rove-listing__grid'), 'data-columns', '6'),
    },
  ],
};

// The product page: buy box, heart, delivery.
const buybox = (page: Page) => page.locator('rove-buybox');
const otherSwatch = (page: Page) =>
  buybox(page).locator('label.rove-buybox__swatch:has(input:not(:checked))').first();
const quantity = (page: Page) => buybox(page).locator('.rove-buybox__qty input');
const heart = (page: Page) => page.locator('rove-love button.rove-love__button').first();
const deliverButton = (page: Page) => page.locator('rove-delivery .rove-delivery__button');
const postalInput = (page: Page) =>
  page.locator('dialog.rove-delivery-dialog input[name="postal"]');

const product: Scenario = {
  name: 'product page',
  path: '/product/demo-in-stock',
  width: PHONE_WIDTH,
  ready: async (page) => {
    await shows(buybox(page).getByRole('radiogroup'));
    await shows(page.locator('rove-love:defined button.rove-love__button'));
    await shows(deliverButton(page));
  },
  steps: [
    {
      measured: 'a swatch',
      act: async (page) => {
        const swatch = otherSwatch(page);
        const value = (await swatch.locator('input').getAttribute('value')) ?? '';
        await swatch.tap();
        return value;
      },
      shown: (page, value) =>
        isChecked(buybox(page).locator(`input[type="radio"][value="${value}"]`)),
    },
    {
      measured: 'quantity',
      act: (page) => buybox(page).getByRole('button', { name: 'Increase quantity' }).tap(),
      shown: (page) => hasValue(quantity(page), '2'),
    },
    {
      measured: 'add to cart',
      act: (page) => buybox(page).getByRole('button', { name: 'Add to cart' }).tap(),
      shown: (page) => hasText(buybox(page), 'Added to cart'),
    },
    {
      measured: 'the heart',
      act: (page) => heart(page).tap(),
      shown: (page) => shows(page.getByRole('dialog', { name: 'Save to your wishlist' })),
    },
    {
      act: (page) => page.keyboard.press('Escape'),
      shown: (page) => hides(page.getByRole('dialog', { name: 'Save to your wishlist' })),
    },
    { act: (page) => deliverButton(page).tap(), shown: (page) => shows(postalInput(page)) },
    fill(postalInput, '10001'),
    {
      measured: 'the delivery check',
      act: (page) => postalInput(page).press('Enter'),
      shown: (page) => hasText(deliverButton(page), '10001'),
    },
  ],
};

// The checkout: a coupon in the order summary, then each step's Continue (tests/e2e/checkout.spec.ts).
const checkout = (page: Page) => page.locator('rove-checkout');
const step = (page: Page, name: string) =>
  checkout(page).getByRole('region', { name: new RegExp(`^${name}`) });
const stepButton = (page: Page, name: string) =>
  checkout(page).getByRole('button', { name: new RegExp(`^${name}\\s*,`) });
const summary = (page: Page) => checkout(page).getByRole('region', { name: 'Order summary' });
const addressPane = (page: Page) => step(page, 'Address').locator('[data-pane="delivery"]');
const standardShipping = (page: Page) =>
  step(page, 'Address')
    .getByRole('radiogroup', { name: 'Shipping options' })
    .getByRole('radio', { name: 'Standard - $149' });

const continueIn = (name: string, nextStep: string): ScenarioStep => ({
  measured: `checkout Continue (${name})`,
  act: (page) => step(page, name).getByRole('button', { name: 'Continue' }).tap(),
  shown: (page) => hasAttribute(stepButton(page, nextStep), 'aria-expanded', 'true'),
});

const ADDRESS: [string, string][] = [
  ['First name', 'Ana'],
  ['Last name', 'Shopper'],
  ['Street address', '12 Main Street'],
  ['City', 'Austin'],
  ['Postal code', '78701'],
  ['Phone', '5125550199'],
];

const checkoutSteps: Scenario = {
  name: 'checkout',
  path: '/demo/checkout-cart',
  width: PHONE_WIDTH,
  prepare: (context, origin) =>
    context.addCookies([{ name: 'rove_warehouse', value: 'US', url: origin }]),
  ready: (page) => shows(checkout(page).getByLabel('Email address')),
  steps: [
    // On a phone the summary is a disclosure (spec/checkout.md §2).
    {
      act: (page) => checkout(page).locator('.rove-checkout__order-toggle').tap(),
      shown: (page) => shows(summary(page).getByLabel('Coupon code')),
    },
    fill((page) => summary(page).getByLabel('Coupon code'), 'ROVE10'),
    {
      measured: 'a coupon',
      act: (page) => summary(page).getByRole('button', { name: 'Apply' }).tap(),
      shown: (page) => hasText(summary(page).getByRole('status'), 'Coupon ROVE10 applied'),
    },
    // A new guest each run: a known email would open the login panel.
    {
      act: (page) =>
        checkout(page).getByLabel('Email address').fill(`bench.${Date.now()}@example.com`),
      shown: noop,
    },
    continueIn('Account', 'Membership'),
    {
      act: (page) =>
        step(page, 'Membership')
          .getByLabel(/continue without membership/)
          .check(),
      shown: (page) =>
        isChecked(step(page, 'Membership').getByLabel(/continue without membership/)),
    },
    continueIn('Membership', 'Address'),
    ...ADDRESS.map(([label, value]) =>
      fill((page) => addressPane(page).getByLabel(label, { exact: true }), value),
    ),
    {
      act: async (page) => {
        await addressPane(page).getByLabel('State/Province').selectOption('TX');
        await addressPane(page).getByLabel('Phone').blur();
      },
      shown: (page) => shows(standardShipping(page)),
    },
    {
      measured: 'a shipping quote',
      act: (page) => standardShipping(page).check(),
      shown: (page) => isChecked(standardShipping(page)),
    },
    continueIn('Address', 'Protection'),
    {
      act: (page) => step(page, 'Protection').getByLabel('No thanks').check(),
      shown: (page) => isChecked(step(page, 'Protection').getByLabel('No thanks')),
    },
    continueIn('Protection', 'Payment'),
  ],
};

const chat: Scenario = {
  name: 'help page',
  path: '/help',
  width: PHONE_WIDTH,
  ready: (page) => shows(page.locator('rove-chat:defined .rove-chat__launcher')),
  steps: [
    {
      measured: 'the chat launcher',
      act: (page) => page.locator('.rove-chat__launcher').tap(),
      shown: (page) => shows(page.getByRole('dialog', { name: 'Chat with us' })),
    },
  ],
};

const newsletter = (page: Page) =>
  page.getByRole('dialog', { name: 'Get 10% off your first order' });

const popup: Scenario = {
  name: 'campaign page',
  path: '/campaign/spring-sale?delay=1',
  width: PHONE_WIDTH,
  ready: (page) => shows(newsletter(page)),
  steps: [
    {
      measured: 'closing a popup',
      act: (page) => newsletter(page).getByRole('button', { name: 'Close' }).tap(),
      shown: (page) => hides(newsletter(page)),
    },
  ],
};

export const SCENARIOS: Scenario[] = [
  search,
  searchResults,
  gridToggle,
  product,
  checkoutSteps,
  chat,
  popup,
];
