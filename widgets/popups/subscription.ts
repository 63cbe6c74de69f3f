import { emit } from '../../core/bus';
import { MARKETING_KINDS } from './popups-config';
import { subscribeToList, subscribeToMarketing } from './popups-api';
import type { PopupDefinition } from './types';

/**
 * Subscribes `email` to the list an email popup names: through the email-marketing service for
 * the marketing kinds, through Klaviyo for the others. True when the service took it.
 */
export function subscribe(
  definition: PopupDefinition,
  email: string,
  marketingUrl: string,
  signal: AbortSignal,
): Promise<boolean> {
  const { list, list2 } = definition.markup;
  return MARKETING_KINDS.has(definition.kind)
    ? subscribeToMarketing(marketingUrl, { email, list }, signal)
    : subscribeToList({ email, list, list2 }, signal);
}

/**
 * What the page hears once a popup's subscription went through: the shopper identified for
 * tracking, 'newsletter-subscribed', and the definition's callback as 'rove:popup-callback'.
 */
export function announceSubscription(
  definition: PopupDefinition,
  email: string,
  win: Window,
  host: HTMLElement | undefined,
): void {
  const { list, callback } = definition.markup;
  // Loaded only now: most pages never identify anyone.
  void import('../../core/tracking/identify').then(({ identify }) => identify(win, email));
  emit('newsletter-subscribed', { popupId: definition.id, kind: definition.kind, list }, host);
  if (callback)
    host?.dispatchEvent(
      new CustomEvent('rove:popup-callback', {
        detail: { id: definition.id, callback },
        bubbles: true,
        composed: true,
      }),
    );
}
