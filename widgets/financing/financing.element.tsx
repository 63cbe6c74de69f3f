import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useAffirmPromo } from '../shared/vendors/affirm/useAffirmPromo';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { klarnaOrderAmount, klarnaWidgetHeight } from '../shared/vendors/klarna/klarna-amount';
import { useKlarnaMessaging } from '../shared/vendors/klarna/useKlarnaMessaging';
import { Financing } from './Financing';
import financingCss from './financing.css?raw';
import { parseProgramme } from '../../core/financing';
import { financingViewModel } from './financing.view-model';
import { useDialogOpen } from '../shared/overlays/use-dialog-open';
import { useProductPrice } from '../shared/use-product-price';

/** Attributes of <rove-financing> (see README.md). */
export interface FinancingAttributes extends ElementProps {
  /** The product's node id: the element follows that product's buybox. */
  nid?: number;
  /** 'standard_3_6_12' (default, 10 % APR) or 'zero_percent'. */
  programme?: string;
}

function ConnectedFinancing({ nid = 0, programme, container }: FinancingAttributes) {
  useDropServerFallback(container, 'rove-financing');
  const { amount, currency } = useProductPrice(nid);
  const affirmCents = useAffirmPromo(amount);
  const klarnaAmount = amount === null ? null : klarnaOrderAmount(amount, currency);
  const klarna = useKlarnaMessaging(klarnaAmount);
  const dialog = useDialogOpen();
  const view = financingViewModel(
    amount,
    currency,
    parseProgramme(programme),
    getSettings().locale,
  );
  return (
    <Financing
      {...view}
      affirmCents={affirmCents}
      klarna={{
        amount: klarna.amount,
        pending: klarna.pending,
        locale: klarna.provider?.locale ?? '',
        height: klarnaWidgetHeight(klarnaAmount ?? 0),
      }}
      {...dialog}
    />
  );
}

/** The <rove-financing> element class (no side effects: define.ts registers it). */
export function createFinancingElement(): CustomElementConstructor {
  return createRoveElement<FinancingAttributes>('rove-financing', ConnectedFinancing, {
    props: { nid: 'number', programme: 'string' },
    styles: { 'rove-financing': financingCss },
  });
}
