import { headerCountMessages } from '../../core/i18n/header-counts';
import { translatePlural } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import headerCountCss from '../shared/counts/header-count.css?raw';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { CartCount } from './CartCount';
import cartCountCss from './cart-count.css?raw';
import { useCartCount } from './useCartCount';

function ConnectedCartCount(_props: ElementProps) {
  const count = useCartCount();
  const { basePath, locale } = getSettings();
  return (
    <CartCount
      count={count}
      href={`${basePath}cart`}
      label={translatePlural(
        headerCountMessages,
        { one: 'cartCountOne', other: 'cartCount' },
        count,
        locale,
      )}
    />
  );
}

/** The <rove-cart-count> element class (no side effects: define.ts registers it). */
export function createCartCountElement(): CustomElementConstructor {
  return createRoveElement<ElementProps>('rove-cart-count', ConnectedCartCount, {
    props: {},
    styles: { 'rove-header-count': headerCountCss, 'rove-cart-count': cartCountCss },
  });
}
