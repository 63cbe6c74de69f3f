import { headerCountMessages } from '../../core/i18n/header-counts';
import { translatePlural } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import headerCountCss from '../shared/counts/header-count.css?raw';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { LoveCount } from './LoveCount';
import loveCountCss from './love-count.css?raw';
import { useLoveCount } from './useLoveCount';

function ConnectedLoveCount(_props: ElementProps) {
  const count = useLoveCount();
  const { basePath, locale } = getSettings();
  return (
    <LoveCount
      count={count}
      // The wishlist page of spec/shell.md §2, under the site's base path.
      href={`${basePath}i-love`}
      label={translatePlural(
        headerCountMessages,
        { one: 'wishlistCountOne', other: 'wishlistCount' },
        count,
        locale,
      )}
    />
  );
}

/** The <rove-love-count> element class (no side effects: define.ts registers it). */
export function createLoveCountElement(): CustomElementConstructor {
  return createRoveElement<ElementProps>('rove-love-count', ConnectedLoveCount, {
    props: {},
    styles: { 'rove-header-count': headerCountCss, 'rove-love-count': loveCountCss },
  });
}
