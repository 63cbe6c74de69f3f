import { useEffect, useMemo, useState } from 'react';
import { lastDetail, on } from '../../core/bus';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { useDialogOpen } from '../shared/overlays/use-dialog-open';
import { useProductPrice } from '../shared/use-product-price';
import { Membership } from './Membership';
import membershipCss from './membership.css?raw';
import {
  cartLinesFromPage,
  membershipOffer,
  readMembershipInputs,
  type OfferLine,
  type OfferSubject,
} from './membership.logic';
import { membershipViewModel } from './membership.view-model';

/** Attributes of <rove-membership> (see README.md). */
export interface MembershipAttributes extends ElementProps {
  /** 'product' (with `nid`), 'cart' or 'membership' (no figures); default: 'product' with a nid, else 'membership'. */
  subject?: string;
  /** The product whose buy box the offer follows (subject 'product'). */
  nid?: number;
}

function subjectOf(subject: string | undefined, nid: number): OfferSubject {
  if (subject === 'product' || subject === 'cart' || subject === 'membership') return subject;
  if (subject !== undefined) logOnce('warn', 'membership:subject', `unknown subject "${subject}"`);
  return nid > 0 ? 'product' : 'membership';
}

/**
 * The cart's lines as <rove-cart> last told them (`cart-changed`), else as the cart page printed
 * them for it (settings.cartPage).
 */
function useCartLines(active: boolean): readonly OfferLine[] | null {
  const fromPage = useMemo(
    () => (active ? cartLinesFromPage(getSettings().extra['cartPage']) : null),
    [active],
  );
  const [told, setTold] = useState<readonly OfferLine[] | null>(
    () => lastDetail('cart-changed')?.lines ?? null,
  );
  useEffect(() => {
    setTold(lastDetail('cart-changed')?.lines ?? null);
    return on('cart-changed', (detail) => {
      if (detail.lines) setTold(detail.lines);
    });
  }, []);
  return told ?? fromPage;
}

function ConnectedMembership({ subject, nid = 0, container }: MembershipAttributes) {
  useDropServerFallback(container, 'rove-membership');
  const settings = getSettings();
  const about = subjectOf(subject, nid);
  const product = useProductPrice(about === 'product' ? nid : 0);
  const cartLines = useCartLines(about === 'cart');
  const dialog = useDialogOpen();
  const { inputs, problems } = readMembershipInputs(settings.extra['membership']);
  for (const key of problems)
    logOnce(
      'warn',
      `membership:${key}`,
      `settings.${key} is malformed; the offer uses its default`,
    );
  let lines: readonly OfferLine[] | null = null;
  if (about === 'product')
    lines = product.amount === null ? null : [{ price: product.amount, qty: 1 }];
  else if (about === 'cart') lines = cartLines;
  const offer = membershipOffer({
    member: settings.isMembership,
    membershipOnly: settings.flags.membershipOnly,
    inputs,
    fee: settings.memberFee,
    vouchers: {
      voucherType: settings.voucherType,
      voucherRate: settings.voucherRate,
      voucherMax: settings.voucherMax,
      ...(settings.voucherAmtPer === null ? {} : { voucherAmtPer: settings.voucherAmtPer }),
    },
    subject: about,
    lines,
  });
  if (!offer) return null;
  const currency = about === 'product' ? product.currency : settings.currency;
  const view = membershipViewModel(offer, currency, settings.locale, settings.basePath);
  return <Membership {...view} {...dialog} />;
}

/** The <rove-membership> element class (no side effects: define.ts registers it). */
export function createMembershipElement(): CustomElementConstructor {
  return createRoveElement<MembershipAttributes>('rove-membership', ConnectedMembership, {
    props: { subject: 'string', nid: 'number' },
    styles: { 'rove-membership': membershipCss },
  });
}
