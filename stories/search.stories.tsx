import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { parseResult, type SearchResult } from '../core/search/hit';
import type { HistoryEntry } from '../widgets/search/history';
import searchCss from '../widgets/search/search.css?raw';
import {
  initialSearchState,
  searchReducer,
  searchStatus,
  type SearchAction,
  type SearchState,
} from '../widgets/search/search.logic';
import { searchText } from '../widgets/search/search-text';
import { SearchPanel, type SearchPanelProps } from '../widgets/search/SearchPanel';
import {
  hasNoResults,
  optionGroups,
  suggestionCount,
  type OptionContext,
  type OptionGroup,
} from '../widgets/search/suggestions';
import { withRoveStyles } from './rove-styles';

/** The host's wording, as <rove-search> reads it from the server's no-JS form. */
const text = searchText('en_US', {
  label: 'Search the store',
  placeholder: 'Search sofas, rugs, lighting…',
});

/** A small sofa drawing per colour, inline: stories load nothing from the network. */
function picture(colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#efebe4"/>` +
    `<rect x="22" y="48" width="76" height="30" rx="6" fill="${colour}"/>` +
    `<rect x="16" y="58" width="14" height="26" rx="5" fill="${colour}"/><rect x="90" y="58" width="14" height="26" rx="5" fill="${colour}"/>` +
    `<rect x="28" y="84" width="3" height="8" fill="#6b4628"/><rect x="89" y="84" width="3" height="8" fill="#6b4628"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function result(hits: object[], nbHits = hits.length): SearchResult {
  const parsed = parseResult({ hits, nbHits });
  if (!parsed) throw new Error('story fixture does not match the hit schema');
  return parsed;
}

const product = (id: number, name: string, usd: number) => ({
  objectID: `RC${id}-1`,
  title: `${name} Sofa`,
  url: `/product/${name.toLowerCase()}-sofa`,
  prices: { final: { usd } },
  _highlightResult: { title: { value: `${name} <em>Sofa</em>`, matchLevel: 'full' } },
});

/** The service's answer to 'sofa', in the order of the panel's requests (build-requests.ts). */
const SOFA_ANSWER: SearchResult[] = [
  result(
    [
      product(1123, 'Banff', 2249),
      product(1125, 'Aarhus', 2339),
      product(1131, 'Sage', 1959),
      product(1140, 'Anker', 1429),
      { ...product(1152, 'Brera', 2619), prices: { final: {} } }, // no USD price
    ],
    54,
  ),
  result([
    { objectID: 'c-sofas', title: 'Sofas', url: '/category/sofas' },
    { objectID: 'c-sectionals', title: 'Sectionals', url: '/category/sectionals' },
  ]),
  result(
    [
      { objectID: 'p-care', title: 'Caring for your sofa', url: '/care/sofas' },
      { objectID: 'p-showroom', title: 'Visit a showroom', url: '/showroom' },
    ],
    2,
  ),
  result([{ objectID: 'l-1', title: 'The reading corner', url: '/look/reading-corner' }]),
];

const HISTORY: HistoryEntry[] = [
  'oak sofa',
  'wool rug',
  'floor lamp',
  'sectional',
  'walnut bed',
].map((term) => ({ term, href: `/search/products/${encodeURIComponent(term)}/` }));

const guest: OptionContext = {
  basePath: '/',
  origin: window.location.origin,
  currency: 'USD',
  memberDiscount: null,
};
const member: OptionContext = { ...guest, memberDiscount: 0.2 };

const PAINT = ['#2e5c9a', '#c8962e', '#9aa9b8', '#1f2a44', '#55585c'];

/** Product pictures, drawn inline (the model only lets pictures from the site or https in). */
function withPictures(groups: OptionGroup[]): OptionGroup[] {
  return groups.map((group) => ({
    ...group,
    options: group.options.map((option, n) =>
      option.kind === 'hit' && group.key === 'products'
        ? { ...option, image: picture(PAINT[n % PAINT.length] ?? '#8c8c88') }
        : option,
    ),
  }));
}

/** The props that follow from the search state. */
type StateProps = Pick<
  SearchPanelProps,
  'query' | 'expanded' | 'active' | 'groups' | 'status' | 'noResults' | 'failed'
>;

/** Props for a state reached by the reducer's own actions, as useSearch reaches it. */
function propsFor(
  actions: SearchAction[],
  context: OptionContext = guest,
  history: HistoryEntry[] = [],
): StateProps {
  const state: SearchState = actions.reduce(searchReducer, initialSearchState(history));
  const groups = withPictures(optionGroups(state, context));
  return {
    query: state.query,
    expanded: state.expanded,
    active: state.active,
    groups,
    status: searchStatus(state, suggestionCount(groups)),
    noResults: hasNoResults(state, groups),
    failed: state.failure !== null,
  };
}

const answered = (query: string, results: SearchResult[]): SearchAction[] => [
  { type: 'typed', query },
  { type: 'request-sent', id: 1, query },
  { type: 'request-answered', id: 1, query, results },
];

const meta = {
  title: 'Widgets/Search',
  component: SearchPanel,
  decorators: [
    withRoveStyles({
      'rove-search': searchCss,
      'story-header-slot':
        '.story-header-slot{inline-size:min(40rem,100vw - 2rem);block-size:36rem}',
    }),
    // The header slot the element sits in: the popup opens below it.
    (Story) => (
      <div className="story-header-slot">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  args: {
    layout: 'inline',
    sheetOpen: false,
    wishlistHref: '/i-love',
    text,
    query: '',
    expanded: false,
    groups: [],
    active: -1,
    status: { kind: 'quiet' },
    noResults: false,
    failed: false,
    onTyped: fn(),
    onCompositionStart: fn(),
    onCompositionEnd: fn(),
    onKeyDown: fn(() => false),
    onFocus: fn(),
    onFocusLeft: fn(),
    onChoose: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onOpenSheet: fn(),
    onCloseSheet: fn(),
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus in an empty field: the 6 newest of 8 recent searches, then 'Clear recent searches'. */
export const EmptyWithHistory: Story = {
  args: propsFor([{ type: 'expanded' }], guest, HISTORY),
};

/**
 * The shopper typed and paused; the request has run for more than 300 ms, so the panel (and
 * the polite live region) says 'Searching…'.
 */
export const Typing: Story = {
  args: propsFor([
    { type: 'typed', query: 'sofa' },
    { type: 'request-sent', id: 1, query: 'sofa' },
    { type: 'request-slow', id: 1 },
  ]),
};

/**
 * Suggestions grouped by type (products 5, categories, pages 3, looks 2), each with its
 * view-all link; a member sees the MEMBER price. The second product is the active option
 * (arrow keys); Brera has no USD price and shows none.
 */
export const Results: Story = {
  args: {
    ...propsFor([...answered('sofa', SOFA_ANSWER), { type: 'activated', index: 1 }], member),
  },
};

/** Nothing matched: the specification's message. */
export const NoResults: Story = {
  args: propsFor(answered('zzzz', [result([]), result([]), result([]), result([])])),
};

/**
 * A slow service: the answer for 'sofa' stays on screen while the newer 'sofa bed' has run for
 * more than 300 ms; 'Searching…' shows above it.
 */
export const Stalled: Story = {
  args: propsFor([
    ...answered('sofa', SOFA_ANSWER),
    { type: 'typed', query: 'sofa bed' },
    { type: 'request-sent', id: 2, query: 'sofa bed' },
    { type: 'request-slow', id: 2 },
  ]),
};

const ErrorStory: Story = {
  name: 'Error',
  args: propsFor([
    { type: 'typed', query: 'sofa' },
    { type: 'request-sent', id: 1, query: 'sofa' },
    { type: 'request-failed', id: 1, message: 'HTTP 500' },
  ]),
};
// Exported under the state's name without shadowing the global Error in this module.
export { ErrorStory as Error };

/**
 * Below 768 px the header shows a button shaped like the field; it opens the search full
 * screen, with a close button and the wishlist link (spec/shell.md §2).
 */
export const Mobile: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    ...propsFor(answered('sofa', SOFA_ANSWER), member),
    layout: 'sheet',
    sheetOpen: true,
  },
};

/** The header on a phone before the search is opened. */
export const MobileClosed: Story = {
  parameters: { layout: 'padded' },
  args: { layout: 'sheet', sheetOpen: false },
};
