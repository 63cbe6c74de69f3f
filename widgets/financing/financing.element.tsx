import { useState } from 'react';
import { productMessages } from '../../core/i18n/product';
import { translate, type MessageVars } from '../../core/i18n/translate';
import { formatMoney } from '../../core/money';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/define-element';
import modalCss from '../shared/modal.css?raw';
import { useDropServerFallback } from '../delivery/drop-server-fallback';
import { Financing } from './Financing';
import financingCss from './financing.css?raw';
import {
  FINANCING_MIN_AMOUNT,
  asLowAs,
  formatApr,
  parseProgramme,
  termTable,
} from './financing.logic';
import { useFinancingPrice } from './useFinancingPrice';

/** Attributes of <rove-financing> (see README.md). */
export interface FinancingAttributes extends ElementProps {
  /** The product's node id: the element follows that product's buybox. */
  nid?: number;
  /** 'standard_3_6_12' (default, 10 % APR) or 'zero_percent'. */
  programme?: string;
}

function ConnectedFinancing({ nid = 0, programme, container }: FinancingAttributes) {
  useDropServerFallback(container, 'rove-financing');
  const { amount, currency } = useFinancingPrice(nid);
  const [dialogOpen, setDialogOpen] = useState(false);
  const locale = getSettings().locale;
  const plan = parseProgramme(programme);
  const estimate = asLowAs(amount, plan);
  const t = (key: keyof (typeof productMessages)['en'], vars?: MessageVars) =>
    translate(productMessages, key, locale, vars);
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, currency));

  return (
    <Financing
      shown={estimate !== null}
      dialogOpen={dialogOpen}
      onOpen={() => setDialogOpen(true)}
      onClose={() => setDialogOpen(false)}
      terms={
        estimate && amount !== null
          ? termTable(amount, plan).map((row) => ({
              label: t('financingTerm', { months: row.months }),
              monthly: `${money(row.monthly)}/mo`,
            }))
          : []
      }
      text={{
        asLowAs: estimate ? t('financingAsLowAs', { monthly: money(estimate.monthly) }) : '',
        learnMore: t('financingLearnMore'),
        title: t('financingDialogTitle'),
        intro: t('financingIntro', { minimum: formatMoney(FINANCING_MIN_AMOUNT, currency) }),
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
      }}
    />
  );
}

/** The <rove-financing> element class (no side effects: define.ts registers it). */
export function createFinancingElement(): CustomElementConstructor {
  return createRoveElement<FinancingAttributes>('rove-financing', ConnectedFinancing, {
    props: { nid: 'number', programme: 'string' },
    styles: { 'rove-modal': modalCss, 'rove-financing': financingCss },
  });
}
