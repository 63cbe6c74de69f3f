import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { productMessages } from '../core/i18n/product';
import { translate, type MessageVars } from '../core/i18n/translate';
import { formatMoney } from '../core/money';
import { Financing, type FinancingProps } from '../widgets/financing/Financing';
import financingCss from '../widgets/financing/financing.css?raw';
import {
  FINANCING_MIN_AMOUNT,
  asLowAs,
  formatApr,
  termTable,
} from '../widgets/financing/financing.logic';
import modalCss from '../widgets/shared/modal.css?raw';
import { withRoveStyles } from './rove-styles';

const t = (key: keyof (typeof productMessages)['en'], vars?: MessageVars) =>
  translate(productMessages, key, 'en', vars);

/** The props <rove-financing> gives its view for a price in USD (financing.element.tsx). */
function propsFor(amount: number): Omit<FinancingProps, 'dialogOpen' | 'onOpen' | 'onClose'> {
  const estimate = asLowAs(amount);
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, 'USD'));
  return {
    shown: estimate !== null,
    terms: estimate
      ? termTable(amount).map((row) => ({
          label: t('financingTerm', { months: row.months }),
          monthly: `${money(row.monthly)}/mo`,
        }))
      : [],
    text: {
      asLowAs: estimate ? t('financingAsLowAs', { monthly: money(estimate.monthly) }) : '',
      learnMore: t('financingLearnMore'),
      title: t('financingDialogTitle'),
      intro: t('financingIntro', { minimum: money(FINANCING_MIN_AMOUNT) }),
      termsHeading: t('financingTermsHeading'),
      apr: t('financingApr', { apr: formatApr(estimate?.apr ?? 0) }),
      example: estimate
        ? t('financingExample', {
            amount: money(amount),
            months: estimate.months,
            apr: formatApr(estimate.apr),
            monthly: money(estimate.monthly),
          })
        : '',
      note: t('financingNote'),
      close: t('close'),
    },
  };
}

const meta = {
  title: 'Widgets/Financing',
  component: Financing,
  decorators: [withRoveStyles({ 'rove-modal': modalCss, 'rove-financing': financingCss })],
  args: { ...propsFor(2499), dialogOpen: false, onOpen: fn(), onClose: fn() },
} satisfies Meta<FinancingProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 1000 nothing shows (seed 001 §5): the element is empty. */
export const Below1000: Story = { args: propsFor(699) };

/** Exactly at the threshold. */
export const At1000: Story = { args: propsFor(1000) };

/** A 2,499 sectional: 'as low as' over 24 payments at 10 % APR (standard_3_6_12). */
export const Above1000: Story = {};

/** 'Learn more' opened: terms, APR and an example. */
export const DialogOpen: Story = { args: { dialogOpen: true } };
