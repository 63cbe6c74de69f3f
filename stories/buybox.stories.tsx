import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { productMessages } from '../core/i18n/product';
import { translate } from '../core/i18n/translate';
import { Buybox, type BuyboxProps } from '../widgets/buybox/Buybox';
import buyboxCss from '../widgets/buybox/buybox.css?raw';
import { buyboxText } from '../widgets/buybox/buybox-text';
import { EMPTY_STOCK, OUTDOOR_COVER, SOFA, VISITOR } from '../widgets/buybox/fixtures';
import { buildGroups, visibleOids } from '../widgets/buybox/model.logic';
import { CoverageDialog } from '../widgets/shared/whats-covered/CoverageDialog';
import { CoverUpsellDialog } from '../widgets/buybox/CoverUpsellDialog';
import { NotifyDialog, type NotifyDialogProps } from '../widgets/buybox/NotifyDialog';
import { ProtectionOffers } from '../widgets/buybox/ProtectionOffers';
import { salesDataPrice } from '../widgets/buybox/sales-fallback';
import { priceLines } from '../widgets/buybox/price.logic';
import type { ModelStock } from '../widgets/buybox/product-data';
import { stockMessage } from '../widgets/buybox/stock-message';
import { withRoveStyles } from './rove-styles';

const groups = buildGroups(SOFA);
const visible = visibleOids(SOFA, SOFA.models_stock, { inStockOnly: false, satellite: false });

/** The view's props for a model whose stock is `patch`, computed as <rove-buybox> computes them. */
function propsFor(
  patch: Partial<ModelStock>,
  member = false,
  locale = 'en_US',
  visitor = VISITOR,
): Partial<BuyboxProps> {
  const stock = { ...EMPTY_STOCK, ...patch };
  return {
    locale,
    stock: stockMessage(stock, { destination: null, locale }),
    price: priceLines(stock, { ...visitor, isMembership: member }),
  };
}

const meta = {
  title: 'Product page/Buybox',
  component: Buybox,
  decorators: [withRoveStyles({ 'rove-buybox': buyboxCss })],
  args: {
    locale: 'en_US',
    groups,
    selection: { 1: 103, 2: 202, 3: 301 },
    visible,
    model: 'RC1-PGV-86-WAL',
    inStockOnly: false,
    finalSale: false,
    restrictedPostal: null,
    qty: 1,
    cartPhase: 'idle',
    onSelect: fn(),
    onInStockOnly: fn(),
    onQty: fn(),
    onAddToCart: fn(),
    onNotifyMe: fn(),
    ...propsFor({ s: 38, sh: '2026-12-07' }),
  },
} satisfies Meta<typeof Buybox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const LowStock: Story = { args: propsFor({ s: 3, sh: '2026-12-09' }) };
export const PreOrder: Story = { args: propsFor({ pr: 25, eta: '2027-02-01' }) };
export const CustomMessage: Story = {
  args: propsFor({
    msg: {
      text: 'Made to order: ships in 8-10 weeks',
      tip: 'Each piece is built in our workshop after you order it.',
    },
  }),
};
export const SoldOutNotifyMe: Story = { args: propsFor({ d: true }) };
export const Hidden: Story = { args: propsFor({ h: true }) };
export const Member: Story = { args: propsFor({ s: 38 }, true) };
export const Restricted: Story = { args: { restrictedPostal: '99501' } };
export const IncompleteSelection: Story = {
  args: { selection: { 1: 103 }, model: null, stock: null, price: null },
};
export const CartError: Story = { args: { cartPhase: 'failed' } };

/** A Korean page (ko_KR), a member, in won: every text from the product page's Korean. */
export const Korean: Story = {
  args: propsFor({ s: 3, sh: '2026-12-09', p: 1799000, ori: 2339000 }, true, 'ko_KR', {
    ...VISITOR,
    currency: 'KRW',
    voucherMax: 500000,
  }),
};

/** Korean, sold out: 'Sold Out - Notify Me' in Korean. */
export const KoreanSoldOut: Story = {
  args: propsFor({ d: true, p: 1799000, ori: 2339000 }, false, 'ko_KR', {
    ...VISITOR,
    currency: 'KRW',
  }),
};
/** A destination saved on an earlier visit is being asked about: add to cart waits (issue 25). */
export const CheckingSavedDestination: Story = { args: { cartPhase: 'checking' } };

const text = buyboxText('en_US');

/** A flat colour disc: a stand-in for a fabric photo (product_imgs). */
const disc = (hex: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${hex}"/></svg>`,
  )}`;

export const FinalSale: Story = { args: { finalSale: true } };

export const SwatchImages: Story = {
  args: {
    groups: buildGroups(
      SOFA,
      new Map([
        [102, disc('#d6c7a8')],
        [103, disc('#9d9b95')],
      ]),
    ),
  },
};

/** Selection incomplete: sales_data's price keeps the price block filled. */
export const IncompleteWithSalesPrice: Story = {
  args: {
    selection: { 1: 103 },
    model: null,
    stock: null,
    price: salesDataPrice(
      { sell_price: 1799, amt: 1799, currency: 'USD', available: true },
      VISITOR,
    ),
  },
};

const OFFERS = [
  { id: '1006-3y', title: '3-Year Protection', durationMonths: 36, cost: 144 },
  { id: '1006-5y', title: '5-Year Protection', durationMonths: 60, cost: 216 },
];

export const ProtectionOffersShown: Story = {
  name: 'Protection offers',
  args: {
    protection: (
      <ProtectionOffers
        offers={OFFERS}
        chosen="1006-3y"
        busy={false}
        costs={{ '1006-3y': '$144', '1006-5y': '$216' }}
        text={text.protection}
        onChoose={fn()}
        coverage={{
          request: { path: 'ajax/uc_mulberry/modal', query: {}, basePath: '/' },
          text: text.coverage,
        }}
      />
    ),
  },
};

export const WhatsCovered: Story = {
  name: 'Protection: what’s covered',
  args: {
    ...ProtectionOffersShown.args,
    children: (
      <CoverageDialog
        coverage={{
          phase: 'ready',
          html: '<p>Accidental stains, rips and structural damage are covered.</p><ul><li>3-Year Protection: $144</li><li>5-Year Protection: $216</li></ul>',
        }}
        returnFocusTo={null}
        onClose={fn()}
        text={text.coverage}
      />
    ),
  },
};

const COVER = { ...OUTDOOR_COVER, image: disc('#687078') };

export const OutdoorCoverUpsell: Story = {
  args: {
    cartPhase: 'added',
    children: (
      <CoverUpsellDialog
        cover={COVER}
        price={priceLines({ p: COVER.price, ori: null }, VISITOR)}
        adding={false}
        failed={false}
        returnFocusTo={null}
        onAdd={fn()}
        onDismiss={fn()}
        text={text.upsell}
      />
    ),
  },
};

export const OutdoorCoverUpsellError: Story = {
  args: {
    cartPhase: 'added',
    children: (
      <CoverUpsellDialog
        cover={COVER}
        price={priceLines({ p: COVER.price, ori: null }, { ...VISITOR, isMembership: true })}
        adding={false}
        failed
        returnFocusTo={null}
        onAdd={fn()}
        onDismiss={fn()}
        text={text.upsell}
      />
    ),
  },
};

export const CoverAdded: Story = {
  args: { cartPhase: 'added', notice: text.coverAdded(COVER.title) },
};

const notifyDialog = (props: Partial<NotifyDialogProps>) => (
  <NotifyDialog
    phase="editing"
    summary={['Fabric: Pebble Grey Velvet', 'Size: 86" Standard', 'Leg Finish: Walnut']}
    initialQty={1}
    emailError={null}
    returnFocusTo={null}
    onEmailInput={fn()}
    onSubmit={fn()}
    onClose={fn()}
    text={text.notify}
    {...props}
  />
);

export const NotifyMePopup: Story = {
  args: { ...propsFor({ d: true }), children: notifyDialog({}) },
};

/** A refused email: the message below the field, which describes it. */
export const NotifyMeInvalidEmail: Story = {
  args: {
    ...propsFor({ d: true }),
    children: notifyDialog({ emailError: translate(productMessages, 'invalidEmail', 'en_US') }),
  },
};

/** The request failed: the fields keep what was typed, the message says so. */
export const NotifyMeFailed: Story = {
  args: { ...propsFor({ d: true }), children: notifyDialog({ phase: 'failed' }) },
};
