import { useState } from 'react';
import { loveMessages } from '../../core/i18n/love';
import { translator } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { Love } from './Love';
import loveCss from './love.css?raw';
import { useLove } from './useLove';

/** Attributes of <rove-love> (see README.md). */
export interface LoveAttributes extends ElementProps {
  /** The product's node id. */
  nid?: number;
  /** The product's name, for the button's accessible name. */
  productTitle?: string;
}

function ConnectedLove({ nid = 0, productTitle, container }: LoveAttributes) {
  const { state, EmailDialog, toggle, submitEmail, dismissEmail } = useLove(nid, container);
  // Held as state, not read from a ref while rendering: the dialog hands focus back to it.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const locale = getSettings().locale;
  const t = translator(loveMessages, locale);
  const title = productTitle?.trim() || t('thisProduct');

  return (
    <Love
      selected={state.selected}
      busy={state.phase !== 'idle'}
      label={t(state.selected ? 'removeFromWishlist' : 'addToWishlist', { title })}
      onToggle={toggle}
      buttonRef={setButton}
    >
      {state.phase === 'asking' && EmailDialog && (
        <EmailDialog
          formHtml={state.formHtml}
          error={state.emailError}
          returnFocusTo={button}
          onSubmit={submitEmail}
          onDismiss={dismissEmail}
          text={{ title: t('modalTitle'), close: t('close') }}
        />
      )}
    </Love>
  );
}

/** The <rove-love> element class (no side effects: define.ts registers it). */
export function createLoveElement(): CustomElementConstructor {
  return createRoveElement<LoveAttributes>('rove-love', ConnectedLove, {
    props: { nid: 'number', productTitle: 'string' },
    styles: { 'rove-love': loveCss },
  });
}
