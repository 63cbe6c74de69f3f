import { useMemo } from 'react';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { readCartId, readPageCart } from './cart-source';
import { EmailCart } from './EmailCart';
import { emailCartText } from './email-cart-text';
import emailCartCss from './email-cart.css?raw';
import { useEmailCart } from './useEmailCart';

/** Attributes of <rove-email-cart> (none: the cart comes from settings.cartPage; README.md). */
export type EmailCartAttributes = ElementProps;

/** The form joined to its hook; what the element mounts. */
export function ConnectedEmailCart({ container }: EmailCartAttributes) {
  const settings = getSettings();
  useDropServerFallback(container, 'rove-email-cart');
  const { cart, cartId } = useMemo(() => {
    const raw = settings.extra['cartPage'];
    return { cart: readPageCart(raw), cartId: readCartId(raw) };
  }, [settings]);
  const { state, ...handlers } = useEmailCart({
    basePath: settings.basePath,
    cart,
    cartId,
    host: container,
  });
  const text = useMemo(() => emailCartText(settings.locale), [settings.locale]);
  return <EmailCart {...state} {...handlers} text={text} />;
}

/** The <rove-email-cart> element class (no side effects: define.ts registers it). */
export function createEmailCartElement(): CustomElementConstructor {
  return createRoveElement<EmailCartAttributes>('rove-email-cart', ConnectedEmailCart, {
    props: {},
    styles: { 'rove-email-cart': emailCartCss },
  });
}
