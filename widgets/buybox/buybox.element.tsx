import { useMemo } from 'react';
import { logOnce } from '../../core/log';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { KeepServerFallback } from '../shared/element/KeepServerFallback';
import buyboxCss from './buybox.css?raw';
import { ConnectedBuybox } from './ConnectedBuybox';
import { productDataFromSettings, productExtrasFromSettings } from './useBuybox';

/** Attributes of <rove-buybox> (see README.md). */
export interface BuyboxAttributes extends ElementProps {
  /** The product's node id. */
  nid?: number;
}

function BuyboxElement({ nid = 0, container, restoreFallback }: BuyboxAttributes) {
  const data = useMemo(() => productDataFromSettings(), []);
  const extras = useMemo(() => productExtrasFromSettings(), []);
  if (!Number.isInteger(nid) || nid <= 0) {
    logOnce('warn', 'buybox:nid', '<rove-buybox> needs a positive nid; the server markup stays');
    return <KeepServerFallback restoreFallback={restoreFallback} />;
  }
  if (!data) return <KeepServerFallback restoreFallback={restoreFallback} />;
  return <ConnectedBuybox nid={nid} data={data} extras={extras} container={container} />;
}

/** The <rove-buybox> element class (no side effects: define.ts registers it). */
export function createBuyboxElement(): CustomElementConstructor {
  return createRoveElement<BuyboxAttributes>('rove-buybox', BuyboxElement, {
    props: { nid: 'number' },
    styles: { 'rove-buybox': buyboxCss },
  });
}
