import type { Meta, StoryObj } from '@storybook/react-vite';
import { headerCountMessages } from '../core/i18n/header-counts';
import { translatePlural } from '../core/i18n/translate';
import loveCountCss from '../widgets/love-count/love-count.css?raw';
import headerCountCss from '../widgets/shared/counts/header-count.css?raw';
import { LoveCount } from '../widgets/love-count/LoveCount';
import { withRoveStyles } from './rove-styles';

/** The link's accessible name, worded as <rove-love-count> words it. */
const labelFor = (count: number) =>
  translatePlural(
    headerCountMessages,
    { one: 'wishlistCountOne', other: 'wishlistCount' },
    count,
    'en',
  );

const meta = {
  title: 'Widgets/Love count',
  component: LoveCount,
  decorators: [
    withRoveStyles({ 'rove-header-count': headerCountCss, 'rove-love-count': loveCountCss }),
  ],
  // The wishlist page of spec/shell.md §2 (under the site's base path, '/' here).
  args: { count: 0, label: labelFor(0), href: '/i-love' },
} satisfies Meta<typeof LoveCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loved yet: a muted badge reading 0. */
export const Empty: Story = {};

/** One item: the singular label. */
export const One: Story = {
  args: { count: 1, label: labelFor(1) },
};

/** Two-digit counts still fit the badge. */
export const Many: Story = {
  args: { count: 12, label: labelFor(12) },
};
