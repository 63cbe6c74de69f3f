import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Financing, type FinancingProps } from '../widgets/financing/Financing';
import financingCss from '../widgets/financing/financing.css?raw';
import { financingViewModel } from '../widgets/financing/financing.view-model';
import { withRoveStyles } from './rove-styles';
import { withVendorsRendered } from './vendor-stand-ins';

/** The props <rove-financing> gives its view for a price in USD. */
const propsFor = (amount: number) => financingViewModel(amount, 'USD', 'standard_3_6_12', 'en_US');

const meta = {
  title: 'Widgets/Financing',
  component: Financing,
  decorators: [withRoveStyles({ 'rove-financing': financingCss })],
  args: { ...propsFor(2499), dialogOpen: false, onOpen: fn(), onClose: fn() },
} satisfies Meta<FinancingProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 1000 nothing shows (spec/product.md §5): the element is empty. */
export const Below1000: Story = { args: propsFor(699) };

/** Exactly at the threshold. */
export const At1000: Story = { args: propsFor(1000) };

/** A 2,499 sectional: 'as low as' over 24 payments at 10 % APR (standard_3_6_12). */
export const Above1000: Story = {};

/** 'Learn more' opened: terms, APR and an example. */
export const DialogOpen: Story = { args: { dialogOpen: true } };

/** A Korean page (ko_KR) in won: the line and, opened, the dialog in Korean. */
export const KoreanDialogOpen: Story = {
  args: {
    ...financingViewModel(4000000, 'KRW', 'standard_3_6_12', 'ko_KR'),
    dialogOpen: true,
  },
};

/**
 * A shop with Klarna's settings, while its web SDK loads: the estimate, and Klarna's box kept
 * at the specification's 15 px (from 40000 minor units) so nothing moves when the placement renders.
 */
export const KlarnaLoading: Story = {
  args: { klarna: { amount: null, pending: true, locale: 'en-US', height: 15 } },
};

/** The same under 40000 minor units ($399 and less): the box is 40 px (spec/checkout.md §9). */
export const KlarnaLoadingBelow40000: Story = {
  args: {
    ...propsFor(349),
    klarna: { amount: null, pending: true, locale: 'en-US', height: 40 },
  },
};

/**
 * A shop with Affirm's settings, once affirm.js has rendered: Affirm's own 'as low as' line (its
 * documented `.affirm-as-low-as` element, the amount in cents) replaces our estimate. The vendor's
 * text here is a stand-in: stories never load Affirm.
 */
export const AffirmMessaging: Story = {
  decorators: [withVendorsRendered],
  args: { affirmCents: 249900 },
};

/**
 * Klarna's web SDK has rendered its placement (credit-promotion-badge, the amount in minor
 * units) in the 15 px box reserved for it, under our estimate. Klarna's text is a stand-in.
 */
export const KlarnaPlacement: Story = {
  decorators: [withVendorsRendered],
  args: { klarna: { amount: 249900, pending: false, locale: 'en-US', height: 15 } },
};

/** Both providers configured: Affirm's line, then Klarna's placement. */
export const AffirmAndKlarna: Story = {
  decorators: [withVendorsRendered],
  args: {
    affirmCents: 249900,
    klarna: { amount: 249900, pending: false, locale: 'en-US', height: 15 },
  },
};
