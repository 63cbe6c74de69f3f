import { useLayoutEffect, useMemo, useState } from 'react';
import { logOnce } from '../../core/log';
import { commonMessages } from '../../core/i18n/common';
import { productMessages } from '../../core/i18n/product';
import { translate } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/define-element';
import modalCss from '../shared/modal.css?raw';
import { Buybox } from './Buybox';
import buyboxCss from './buybox.css?raw';
import type { ProductData } from './product-data';
import { NotifyDialog } from './NotifyDialog';
import { productDataFromSettings, useBuybox } from './useBuybox';

/** Attributes of <rove-buybox> (see README.md). */
export interface BuyboxAttributes extends ElementProps {
  /** The product's node id. */
  nid?: number;
}

function ConnectedBuybox({
  nid,
  data,
  container,
}: {
  nid: number;
  data: ProductData;
  container: HTMLElement | undefined;
}) {
  const box = useBuybox(nid, data, container);
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const { locale } = getSettings();
  const t = (key: keyof (typeof productMessages)['en']) => translate(productMessages, key, locale);
  const summary = box.groups.flatMap((group) => {
    const option = group.options.find((o) => o.oid === box.selection[group.aid]);
    return option ? [`${group.label}: ${option.name}`] : [];
  });

  return (
    <Buybox
      locale={locale}
      groups={box.groups}
      selection={box.selection}
      visible={box.visible}
      model={box.model}
      stock={box.stock}
      price={box.price}
      inStockOnly={box.inStockOnly}
      restrictedPostal={box.restrictedPostal}
      qty={box.qty}
      cartPhase={box.cartPhase}
      onSelect={box.select}
      onInStockOnly={box.setInStockOnly}
      onQty={box.setQty}
      onAddToCart={box.add}
      onNotifyMe={(button) => {
        setOpener(button);
        box.openNotify();
      }}
    >
      {box.notifyPhase !== 'closed' && (
        <NotifyDialog
          phase={box.notifyPhase}
          summary={summary}
          initialQty={box.qty}
          emailError={box.notifyError}
          returnFocusTo={opener}
          onSubmit={box.submitNotify}
          onClose={box.closeNotify}
          text={{
            title: t('notifyMeTitle'),
            model: t('chosenModel'),
            quantity: t('quantity'),
            email: t('email'),
            submit: t('notifyMe'),
            sent: t('notifySent'),
            error: t('errorOccurred'),
            close: translate(commonMessages, 'close', locale),
          }}
        />
      )}
    </Buybox>
  );
}

/**
 * Without a product (a bad nid, or product settings missing or malformed) there is nothing
 * to sell: the server's option list is put back and the reason logged once with [rove].
 */
function KeepServerFallback({ container }: ElementProps) {
  useLayoutEffect(() => {
    const element = container as (HTMLElement & { roveFallback?: Node[] }) | undefined;
    // After React has committed its empty render into the element.
    queueMicrotask(() => element?.replaceChildren(...(element.roveFallback ?? [])));
  }, [container]);
  return null;
}

function BuyboxElement({ nid = 0, container }: BuyboxAttributes) {
  const data = useMemo(() => productDataFromSettings(), []);
  if (!Number.isInteger(nid) || nid <= 0) {
    logOnce('warn', 'buybox:nid', '<rove-buybox> needs a positive nid; the server markup stays');
    return <KeepServerFallback container={container} />;
  }
  if (!data) return <KeepServerFallback container={container} />;
  return <ConnectedBuybox nid={nid} data={data} container={container} />;
}

/** The <rove-buybox> element class (no side effects: define.ts registers it). */
export function createBuyboxElement(): CustomElementConstructor {
  return createRoveElement<BuyboxAttributes>('rove-buybox', BuyboxElement, {
    props: { nid: 'number' },
    styles: { 'rove-modal': modalCss, 'rove-buybox': buyboxCss },
  });
}
