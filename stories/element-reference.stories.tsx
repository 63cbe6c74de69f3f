import type { Meta, StoryObj } from '@storybook/react-vite';
import { ElementReference } from './docs/ElementReference';

/**
 * Every element's reference page: its attributes, properties, methods, events, slots, CSS parts
 * and custom properties, read from custom-elements.json (stories/docs/). A story per element,
 * named by its tag; tests/stories/element-reference.spec.ts fails when an element of the
 * manifest has none here, and checks the tables against the manifest.
 */
const meta = {
  title: 'Reference/Elements',
  component: ElementReference,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ElementReference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RoveAccordion: Story = { name: 'rove-accordion', args: { tag: 'rove-accordion' } };

export const RoveArTour: Story = { name: 'rove-ar-tour', args: { tag: 'rove-ar-tour' } };

export const RoveBuybox: Story = { name: 'rove-buybox', args: { tag: 'rove-buybox' } };

export const RoveCarousel: Story = { name: 'rove-carousel', args: { tag: 'rove-carousel' } };

export const RoveCart: Story = { name: 'rove-cart', args: { tag: 'rove-cart' } };

export const RoveCartCount: Story = { name: 'rove-cart-count', args: { tag: 'rove-cart-count' } };

export const RoveChat: Story = { name: 'rove-chat', args: { tag: 'rove-chat' } };

export const RoveCheckout: Story = { name: 'rove-checkout', args: { tag: 'rove-checkout' } };

export const RoveCountry: Story = { name: 'rove-country', args: { tag: 'rove-country' } };

export const RoveDelivery: Story = { name: 'rove-delivery', args: { tag: 'rove-delivery' } };

export const RoveEmailCart: Story = { name: 'rove-email-cart', args: { tag: 'rove-email-cart' } };

export const RoveFinancing: Story = { name: 'rove-financing', args: { tag: 'rove-financing' } };

export const RoveHeader: Story = { name: 'rove-header', args: { tag: 'rove-header' } };

export const RoveHostListing: Story = {
  name: 'rove-host-listing',
  args: { tag: 'rove-host-listing' },
};

export const RoveListing: Story = { name: 'rove-listing', args: { tag: 'rove-listing' } };

export const RoveLove: Story = { name: 'rove-love', args: { tag: 'rove-love' } };

export const RoveLoveCount: Story = { name: 'rove-love-count', args: { tag: 'rove-love-count' } };

export const RoveMembership: Story = { name: 'rove-membership', args: { tag: 'rove-membership' } };

export const RovePhotoWall: Story = { name: 'rove-photo-wall', args: { tag: 'rove-photo-wall' } };

export const RovePoem: Story = { name: 'rove-poem', args: { tag: 'rove-poem' } };

export const RovePopups: Story = { name: 'rove-popups', args: { tag: 'rove-popups' } };

export const RoveProductMedia: Story = {
  name: 'rove-product-media',
  args: { tag: 'rove-product-media' },
};

export const RoveProductToggle: Story = {
  name: 'rove-product-toggle',
  args: { tag: 'rove-product-toggle' },
};

export const RoveReviewsWall: Story = {
  name: 'rove-reviews-wall',
  args: { tag: 'rove-reviews-wall' },
};

export const RoveScroller: Story = { name: 'rove-scroller', args: { tag: 'rove-scroller' } };

export const RoveSearch: Story = { name: 'rove-search', args: { tag: 'rove-search' } };

export const RoveSearchResults: Story = {
  name: 'rove-search-results',
  args: { tag: 'rove-search-results' },
};

export const RoveSwatchRequest: Story = {
  name: 'rove-swatch-request',
  args: { tag: 'rove-swatch-request' },
};

export const RoveTradeApplication: Story = {
  name: 'rove-trade-application',
  args: { tag: 'rove-trade-application' },
};

export const RoveVideos: Story = { name: 'rove-videos', args: { tag: 'rove-videos' } };
