import { useMemo } from 'react';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { TradeApplication } from './TradeApplication';
import tradeCss from './trade-application.css?raw';
import { tradeApplicationText } from './trade-application-text';
import { useTradeApplication } from './useTradeApplication';

/** Attributes of <rove-trade-application> (none: see README.md). */
export type TradeApplicationAttributes = ElementProps;

/** The form joined to its hook; what the element mounts. */
export function ConnectedTradeApplication({ container }: TradeApplicationAttributes) {
  const settings = getSettings();
  useDropServerFallback(container, 'rove-trade');
  const form = useTradeApplication({ basePath: settings.basePath, host: container });
  const text = useMemo(() => tradeApplicationText(settings.locale), [settings.locale]);
  return <TradeApplication {...form} text={text} />;
}

/** The <rove-trade-application> element class (no side effects: define.ts registers it). */
export function createTradeApplicationElement(): CustomElementConstructor {
  return createRoveElement<TradeApplicationAttributes>(
    'rove-trade-application',
    ConnectedTradeApplication,
    { props: {}, styles: { 'rove-trade-application': tradeCss } },
  );
}
