import { useEffect, type RefObject } from 'react';
import { logOnce } from '../../core/log';
import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import { sessionStore } from '../../core/storage/key-value';
import { useRequestRunner } from '../shared/state/use-store';
import { fetchAvailability } from './chat-api';
import { pageOrigin } from './chat-vendor';
import type { ChatVendor } from './chat-vendor-interface';
import {
  CHATTED_KEY,
  scheduleAvailabilityCheck,
  type ChatAvailability,
  type ChatSettings,
} from './chat.logic';

/**
 * Whether an agent is there to chat, for the launcher: the check's answer is dispatched to the
 * chat panel's store (chat-panel.logic.ts), whose availability is 'unknown' until then.
 */
export function useChatAvailability(
  settings: ChatSettings,
  account: string,
  loadVendor: () => Promise<ChatVendor | null>,
  /** The vendor once a launcher press or a submit loaded it. */
  vendor: RefObject<ChatVendor | null>,
  dispatch: (action: { type: 'availability'; availability: ChatAvailability }) => void,
): void {
  // The check's one question at a time (the vendor's, then the site's): aborted when the
  // settings change or the element leaves, its answer then ignored.
  const requests = useRequestRunner();

  // spec/marketing.md §4, §9: one availability check, 30 s after load. LiveChat answers it itself when
  // it is on the page — loaded by a launcher press, or now for a shopper who chatted earlier in
  // the session (their conversation comes back); otherwise the site's availability URL does.
  useEffect(() => {
    const url = settings.availabilityUrl
      ? resolveAllowedUrl(settings.availabilityUrl, { origin: pageOrigin() })
      : undefined;
    if (settings.availabilityUrl && (!url || url.origin !== pageOrigin()))
      logOnce(
        'warn',
        'chat:availability-url',
        'settings.chat.availabilityUrl must be same-origin; no availability check',
      );
    const sameOrigin = url && url.origin === pageOrigin() ? url : undefined;
    const liveChat = settings.vendor === 'livechat';
    if (!sameOrigin && !liveChat) return undefined;
    const answer = (availability: ChatAvailability) =>
      dispatch({ type: 'availability', availability });
    const askSite = () => {
      if (!sameOrigin) return;
      void requests
        .latest((signal) => fetchAvailability(sameOrigin, account, signal))
        .then((asked) => {
          if (!asked.current) return;
          const reply = asked.value;
          if (reply.ok) answer(reply.data.available ? 'available' : 'unavailable');
          else
            logOnce(
              'warn',
              'chat:availability',
              'chat availability check failed',
              reply.error.message,
            );
        });
    };
    const cancel = scheduleAvailabilityCheck(() => {
      const chatted = sessionStore().get(CHATTED_KEY) === '1';
      if (!liveChat || (!vendor.current && !chatted)) return askSite();
      // The vendor's answer takes no signal; as a run, it still counts only while current.
      void requests
        .latest(async () => (await loadVendor())?.availability?.() ?? null)
        .then((asked) => {
          if (!asked.current) return;
          if (asked.value) answer(asked.value);
          else askSite();
        });
    });
    return () => {
      cancel();
      requests.abort();
    };
  }, [settings.availabilityUrl, settings.vendor, account, loadVendor, vendor, requests, dispatch]);
}
