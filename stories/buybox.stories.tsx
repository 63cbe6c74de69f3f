import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { commonMessages } from '../core/i18n/common';
import { productMessages } from '../core/i18n/product';
import { translate } from '../core/i18n/translate';
import { Buybox, type BuyboxProps } from '../widgets/buybox/Buybox';
import buyboxCss from '../widgets/buybox/buybox.css?raw';
import { EMPTY_STOCK, SOFA } from '../widgets/buybox/fixtures';
import { buildGroups, visibleOids } from '../widgets/buybox/model.logic';
import { NotifyDialog } from '../widgets/buybox/NotifyDialog';
import { priceLines, type PriceSettings } from '../widgets/buybox/price.logic';
import type { ModelStock } from '../widgets/buybox/product-data';
import { stockMessage } from '../widgets/buybox/stock-message';
import modalCss from '../widgets/shared/modal.css?raw';
import { withRoveStyles } from './rove-styles';

const groups = buildGroups(SOFA);
const visible = visibleOids(SOFA, SOFA.models_stock, { inStockOnly: false, satellite: false });
const VISITOR: PriceSettings = {
  currency: 'USD',
  isMembership: false,
  memberDiscount: 0.2,
  isMSRPShown: true,
  msrpLock: false,
  voucherType: 'rate',
  voucherRate: 0.1,
  voucherMax: 500,
};

/** The view's props for a model whose stock is `patch`, computed as <rove-buybox> computes them. */
function propsFor(patch: Partial<ModelStock>, member = false): Partial<BuyboxProps> {
  const stock = { ...EMPTY_STOCK, ...patch };
  return {
    stock: stockMessage(stock, { destination: null, locale: 'en_US' }),
    price: priceLines(stock, { ...VISITOR, isMembership: member }),
  };
}

const meta = {
  title: 'Product page/Buybox',
  component: Buybox,
  decorators: [withRoveStyles({ 'rove-buybox': buyboxCss, 'rove-modal': modalCss })],
  args: {
    locale: 'en_US',
    groups,
    selection: { 1: 103, 2: 202, 3: 301 },
    visible,
    model: 'RC1-PGV-86-WAL',
    inStockOnly: false,
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

const t = (key: keyof (typeof productMessages)['en']) => translate(productMessages, key, 'en');

export const NotifyMePopup: Story = {
  args: {
    ...propsFor({ d: true }),
    children: (
      <NotifyDialog
        phase="editing"
        summary={['Fabric: Pebble Grey Velvet', 'Size: 86" Standard', 'Leg Finish: Walnut']}
        initialQty={1}
        emailError={null}
        returnFocusTo={null}
        onSubmit={fn()}
        onClose={fn()}
        text={{
          title: t('notifyMeTitle'),
          model: t('chosenModel'),
          quantity: t('quantity'),
          email: t('email'),
          submit: t('notifyMe'),
          sent: t('notifySent'),
          error: t('errorOccurred'),
          close: translate(commonMessages, 'close', 'en'),
        }}
      />
    ),
  },
};
