import { useSyncExternalStore } from 'react';
import { loveMessages } from '../../core/i18n/love';
import { translatePlural } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { safeUrl } from '../../core/safe-url';
import { pageLoveStore } from '../love/page-love-store';
import { createRoveElement, type ElementProps } from '../shared/define-element';
import { LoveCount } from './LoveCount';
import loveCountCss from './love-count.css?raw';

/** Attributes of <rove-love-count> (see README.md). */
export interface LoveCountAttributes extends ElementProps {
  /** The wishlist page; same-origin only. Defaults to {basePath}i-love. */
  href?: string;
}

function ConnectedLoveCount({ href }: LoveCountAttributes) {
  const store = pageLoveStore();
  const { count } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { basePath, locale } = getSettings();
  const fallback = `${basePath}i-love`;
  const target = (href && safeUrl(href, { origin: location.origin })) || fallback;
  return (
    <LoveCount
      count={count}
      href={target}
      label={translatePlural(loveMessages, { one: 'wishlistCountOne', other: 'wishlistCount' }, count, locale)}
    />
  );
}

/** The <rove-love-count> element class (no side effects: define.ts registers it). */
export function createLoveCountElement(): CustomElementConstructor {
  return createRoveElement<LoveCountAttributes>('rove-love-count', ConnectedLoveCount, {
    props: { href: 'string' },
    styles: { 'rove-love-count': loveCountCss },
  });
}
