import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import headerCss from '../widgets/header/header.css?raw';
import { CartFlyout } from '../widgets/header/CartFlyout';
import { withRoveStyles } from './rove-styles';

/**
 * The views of <rove-header>: the cart flyout (the rest of the element enhances the server's
 * header markup — menus, sticky, loading bar — and is shown by the demo host and tests/e2e/shell).
 */
const meta = {
  title: 'Widgets/Header/Cart flyout',
  component: CartFlyout,
  decorators: [withRoveStyles({ 'rove-header': headerCss })],
  args: {
    open: true,
    count: 2,
    href: '/cart',
    title: 'Your cart',
    summary: '2 items in your cart',
    viewCartLabel: 'View cart',
    closeLabel: 'Close',
    onClose: fn(),
  },
} satisfies Meta<typeof CartFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with items: the count and the link to the cart page. */
export const WithItems: Story = {};

/** One item: the singular wording. */
export const OneItem: Story = { args: { count: 1, summary: '1 item in your cart' } };

/** An empty cart still links to the cart page. */
export const Empty: Story = { args: { count: 0, summary: 'Your cart is empty' } };

/** Korean page. */
export const Korean: Story = {
  args: { title: '장바구니', viewCartLabel: '장바구니 보기', closeLabel: '닫기' },
};
