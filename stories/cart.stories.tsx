import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import cartCss from '../widgets/cart/cart.css?raw';
import { Cart } from '../widgets/cart/Cart';
import { CHAIR, SECTIONAL, SOFA, cartOf } from '../widgets/cart/fixtures';
import { withRoveStyles } from './rove-styles';

const filled = cartOf([CHAIR, SOFA], { coupon: { code: 'ROVE10', title: '10% off your order' } });
const custom = cartOf([CHAIR, SECTIONAL]);

const meta = {
  title: 'Widgets/Cart',
  component: Cart,
  decorators: [withRoveStyles({ 'rove-cart': cartCss })],
  args: {
    lines: filled.lines,
    totals: filled.totals,
    coupon: filled.coupon,
    currency: 'USD',
    locale: 'en_US',
    status: 'idle',
    error: null,
    processing: '1-5 business days',
    terms: null,
    busy: false,
    homeHref: '/',
    // Stories have no product images: the grey placeholder shows.
    safeHref: (url: string) => (url.startsWith('/product/') ? url : undefined),
    onChange: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onRemoveCoupon: fn(),
    onCheckout: fn(),
    onAgree: fn(),
    onCloseTerms: fn(),
  },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines (one with a protection plan) and a coupon, as the server rendered them. */
export const Filled: Story = {};

/** A quantity changed: 'Saving…' in the live region, the totals dimmed until the reply. */
export const Saving: Story = {
  args: {
    lines: [{ ...CHAIR, qty: 3 }, SOFA],
    status: 'saving',
  },
};

/** The update failed: the message, the kept quantity, and Try again. */
export const SaveFailed: Story = {
  args: {
    lines: [{ ...CHAIR, qty: 3 }, SOFA],
    status: 'error',
    error: 'save',
  },
};

/** Nothing in the cart (also after removing the last line). */
export const Empty: Story = {
  args: { lines: [], status: 'saved' },
};

/** A made-to-order line: 17-22 weeks, and the checkout asks for the terms first. */
export const CustomOrder: Story = {
  args: {
    lines: custom.lines,
    totals: custom.totals,
    coupon: null,
    processing: '17-22 weeks',
  },
};

/** Desktop: the custom-order terms in the 700×770 modal. */
export const TermsModal: Story = {
  args: { ...CustomOrder.args, terms: 'modal' },
};

/** Mobile (≤ 426 px): the terms replace the cart view. */
export const TermsOnMobile: Story = {
  args: { ...CustomOrder.args, terms: 'replace-cart' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
