import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import checkoutCss from '../widgets/checkout/checkout.css?raw';
import { ReferralQuestion, type ReferralQuestionProps } from '../widgets/checkout/ReferralQuestion';
import { inCheckoutRoot, withRoveStyles } from './rove-styles';
import { phone360 } from './viewports';

const meta = {
  title: 'Checkout/Referral question',
  component: ReferralQuestion,
  decorators: [inCheckoutRoot, withRoveStyles({ 'rove-checkout': checkoutCss })],
  args: { referral: {}, onChange: fn() },
} satisfies Meta<ReferralQuestionProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every answer is optional. */
export const Unanswered: Story = {};

/** A choice from the list. */
export const Chosen: Story = { args: { referral: { id: 'showroom' } } };

/** 'Other' opens a line to say where; the associate who helped, on a phone. */
export const OtherWithAssociate: Story = {
  ...phone360,
  args: { referral: { id: 'other', other: 'A design blog', associate: 'Sam' } },
};
