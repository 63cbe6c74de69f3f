import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Currency } from '../core/money';
import { Membership, type MembershipProps } from '../widgets/membership/Membership';
import membershipCss from '../widgets/membership/membership.css?raw';
import {
  DEFAULT_MEMBERSHIP_INPUTS,
  membershipOffer,
  type MembershipOfferInput,
  type MembershipOffer,
} from '../widgets/membership/membership.logic';
import { membershipViewModel } from '../widgets/membership/membership.view-model';
import { withRoveStyles } from './rove-styles';

const visitor: MembershipOfferInput = {
  member: false,
  membershipOnly: false,
  inputs: DEFAULT_MEMBERSHIP_INPUTS,
  fee: 100,
  vouchers: {},
  subject: 'product',
  lines: [{ price: 1299, qty: 1 }],
};

/** The props <rove-membership> gives its view for an offer (as the element computes them). */
function propsFor(
  change: Partial<MembershipOfferInput> = {},
  currency: Currency = 'USD',
  locale = 'en_US',
) {
  const offer = membershipOffer({ ...visitor, ...change }) as MembershipOffer;
  return membershipViewModel(offer, currency, locale, '/');
}

const meta = {
  title: 'Widgets/Membership',
  component: Membership,
  decorators: [withRoveStyles({ 'rove-membership': membershipCss })],
  args: { ...propsFor(), dialogOpen: false, onOpen: fn(), onClose: fn() },
} satisfies Meta<MembershipProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product page, a 1,299 sofa: the saving at the offer's 30 %. */
export const Product: Story = {};

/** The offer's dialog: fee, savings, the voucher on the member price, the gain after the fee. */
export const ProductDialog: Story = { args: { dialogOpen: true } };

/** The cart page, two lines: the saving on the whole order. */
export const Cart: Story = {
  args: propsFor({
    subject: 'cart',
    lines: [
      { price: 1299, qty: 1 },
      { price: 89, qty: 4 },
    ],
  }),
};

/** A small cart, where the fee is more than the first order saves: no 'after the fee' line. */
export const CartBelowTheFee: Story = {
  args: { ...propsFor({ subject: 'cart', lines: [{ price: 149, qty: 1 }] }), dialogOpen: true },
};

/** The membership page: the fee and the way to join, no figures. */
export const MembershipPage: Story = {
  args: { ...propsFor({ subject: 'membership' }), dialogOpen: true },
};

/** A page whose membership rate is 0.25 and fee 150 (the membership page's inputs). */
export const PageRateAndFee: Story = {
  args: { ...propsFor({ inputs: { enabled: true, rate: 0.25 }, fee: 150 }), dialogOpen: true },
};

/** Membership-only mode (body class rove-membership-only): its own line and dialog wording. */
export const MembershipOnly: Story = { args: propsFor({ membershipOnly: true }) };

/** Membership-only mode, the dialog open. */
export const MembershipOnlyDialog: Story = {
  args: { ...propsFor({ membershipOnly: true }), dialogOpen: true },
};

/** A Korean page (ko_KR), in won. */
export const Korean: Story = {
  args: propsFor({ fee: 99000, lines: [{ price: 1490000, qty: 1 }] }, 'KRW', 'ko_KR'),
};

/** The Korean dialog. */
export const KoreanDialog: Story = {
  args: {
    ...propsFor({ fee: 99000, lines: [{ price: 1490000, qty: 1 }] }, 'KRW', 'ko_KR'),
    dialogOpen: true,
  },
};
