import { useLayoutEffect, useMemo } from 'react';
import { logOnce } from '../../core/log';
import { createRoveElement, type ElementProps } from '../shared/define-element';
import buyboxCss from './buybox.css?raw';
import { ConnectedBuybox } from './ConnectedBuybox';
import { productDataFromSettings, productExtrasFromSettings } from './useBuybox';

/** Attributes of <rove-buybox> (see README.md). */
export interface BuyboxAttributes extends ElementProps {
  /** The product's node id. */
  nid?: number;
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
  const extras = useMemo(() => productExtrasFromSettings(), []);
  if (!Number.isInteger(nid) || nid <= 0) {
    logOnce('warn', 'buybox:nid', '<rove-buybox> needs a positive nid; the server markup stays');
    return <KeepServerFallback container={container} />;
  }
  if (!data) return <KeepServerFallback container={container} />;
  return <ConnectedBuybox nid={nid} data={data} extras={extras} container={container} />;
}

/** The <rove-buybox> element class (no side effects: define.ts registers it). */
export function createBuyboxElement(): CustomElementConstructor {
  return createRoveElement<BuyboxAttributes>('rove-buybox', BuyboxElement, {
    props: { nid: 'number' },
    styles: { 'rove-buybox': buyboxCss },
  });
}
