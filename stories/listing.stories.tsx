import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import hostTheme from '../demo-host/public/site.css?raw';
import type { ListingItem } from '../widgets/listing/listing-api';
import { Listing, type ListingProps } from '../widgets/listing/Listing';
import listingCss from '../widgets/listing/listing.css?raw';
import { listingText } from '../widgets/listing/listing-text';

const LISTING_TEXT = listingText('en_US');
import { withRoveStyles } from './rove-styles';
import { phone360 } from './viewports';

const COLOURS = ['#1f2a44', '#b9a88f', '#6b4f3a', '#8a8d91', '#3e6b48', '#c9c6bf'];

/** A flat picture, as a data URL: Storybook has no demo host to serve product images. */
function picture(hex: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#f3f1ec"/><rect x="160" y="220" width="480" height="200" rx="40" fill="${hex}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function item(nid: number): ListingItem {
  const hex = COLOURS[nid % COLOURS.length] as string;
  const onSale = nid % 3 === 0;
  return {
    nid,
    url: `/product/demo-${nid}`,
    url_query: '',
    title: `Demo Sofa ${nid}`,
    image_lrg: picture(hex),
    image_alt_lrg: '',
    sale_price: onSale ? 1499 : 1799,
    default_price: 1799,
    sale: { [`RC${nid}-A`]: onSale ? 1 : 0 },
    swatches: COLOURS.slice(0, 1 + (nid % 4)).map((colour, i) => ({
      name: ['Navy', 'Oat', 'Walnut', 'Grey', 'Moss', 'Stone'][i] as string,
      hex: colour,
    })),
  };
}

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => item(from + i));

const meta = {
  title: 'Widgets/Listing',
  component: Listing,
  // The cards carry the host's own classes (the server's card markup), so the host's theme
  // styles them: the demo host's, as on its category pages.
  decorators: [withRoveStyles({ 'rove-listing': listingCss, 'demo-host-theme': hostTheme })],
  args: {
    columns: 4,
    items: items(1, 12),
    currency: 'USD',
    decimals: 2,
    status: 'idle',
    announcement: '',
    showBackToTop: false,
    text: LISTING_TEXT,
    onColumnsChange: fn(),
    onLoadMore: fn(),
    onBackToTop: fn(),
  },
} satisfies Meta<ListingProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default grid: 4 columns on wide screens (spec/shell.md §4). */
export const FourColumns: Story = {};

/** The shopper chose 6 columns (saved in rove_grid for 14 days). */
export const SixColumns: Story = { args: { columns: 6, items: items(1, 18) } };

/** The next page is on its way (the busy flag; 'Load more' waits). */
export const Loading: Story = { args: { status: 'loading' } };

/** A page returned no items: the scroller is locked. */
export const EndOfList: Story = { args: { status: 'end', items: items(1, 7) } };

/**
 * A page failed: the failure is only logged (spec/shell.md §8), the scroller is free again and
 * 'Load more' retries.
 */
export const ErrorRetry: Story = { args: { status: 'idle' } };

/** After an append: the polite announcement, and the back-to-top button far down the page. */
export const Appended: Story = {
  args: {
    items: items(1, 24),
    announcement: LISTING_TEXT.loaded(24),
    showBackToTop: true,
  },
};

/** Members see whole units; non-members' listing template shows cents (spec/shell.md §3). */
export const MemberPrices: Story = { args: { decimals: 0 } };

/** A 360 px phone: 2 columns whatever the choice, no toggle. */
export const Phone: Story = {
  args: { columns: 6 },
  ...phone360,
};
