import { useEffect, useState, useSyncExternalStore } from 'react';
import { emit, on } from '../../core/bus';
import type { Country } from '../../core/country';
import type { RequestRunner } from '../../core/request-runner';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { COOKIE } from '../../core/storage/cookie-names';
import { readCookie } from '../../core/storage/cookies';
import { useRequestRunner } from '../shared/state/use-store';
import { loadCleanMarkup } from './clean-markup';
import { attachPopups, othersCover, popupsState, sendPopups, subscribePopups } from './coordinator';
import { mayFire, type PageFacts, type PopupsEffect, type PopupsState } from './popups.machine';
import { enrolRenewal, loadPopupStylesheet, lookupGeolocation } from './popups-api';
import { browserEnvironment, type PopupsEnvironment } from './popups-environment';
import { submitRenewalForm } from './renewal-form';
import { announceSubscription, subscribe } from './subscription';
import { armTrigger } from './triggers';
import type { PopupsConfig, PopupsViewProps } from './types';
import { countsInVisit } from './popups-config';

// <rove-popups>' adapters: what the page's machine (popups.machine.ts, in coordinator.ts's
// store) decides, done — triggers, the geolocation lookup, the sanitizer, the calls, storage,
// cookies, the bus and the countdown's clock — each answer sent back as an event. Nothing here
// decides what shows.

export interface PopupsContext {
  config: PopupsConfig;
  country: Country;
  basePath: string;
  loggedIn: boolean;
  /** The element: events are dispatched from it. */
  host: HTMLElement | undefined;
  /** Ids of the definitions this instance runs (the `only` attribute); null = all. */
  only: readonly string[] | null;
  env?: Partial<PopupsEnvironment>;
}

/**
 * <rove-popups>' behaviour: joins the page's popups when the element mounts (the settings are
 * read once: they do not change under a mounted element) and leaves them when it goes; the view
 * gets the popup and the countdown this element shows, and the handlers that tell the machine.
 */
export function usePopups(context: PopupsContext): PopupsViewProps {
  // The form's call (a subscription, the renewal's enrolment): a newer one or a close aborts
  // it, and the runner stops when the element leaves, so its answer then changes nothing.
  const requests = useRequestRunner();
  const [popups] = useState(() => connectPopups(context, requests));
  useEffect(() => popups.start(), [popups]);
  return popups.view(useSyncExternalStore(subscribePopups, popupsState, popupsState));
}

function connectPopups(context: PopupsContext, requests: RequestRunner) {
  const { config, host } = context;
  const env = browserEnvironment(context.env);
  const send = sendPopups;
  /** Its number among the page's popups elements (0 until it has joined them). */
  let instance = 0;
  const disarms = new Map<string, () => void>();
  let stopOverlays: (() => void) | undefined;
  let clock: ReturnType<typeof setInterval> | undefined;

  const { country, loggedIn } = context;
  const page = { country, loggedIn, definitions: config.popups, perVisit: config.perVisit };
  /** What the page says now (the settings it read once, and the rest as they stand). */
  const facts = (): PageFacts => ({
    ...page,
    now: env.now(),
    path: env.win.location?.pathname ?? '/',
    sessionPages: env.store.sessionPages(),
    shownThisVisit: env.store.shownThisVisit(env.now()),
    lastShown: env.store.read('lastShown'),
    closed: env.store.read('closed'),
    subscribed: env.store.read('subscribed'),
    tradeNewsletterHandled: readCookie(COOKIE.tradeNewsletter) !== undefined,
    countdownClosedAt: env.store.countdownClosedAt(),
    covered: othersCover(),
  });

  /** The form's call; its answer is an event unless a newer call, a close or a leave came first. */
  const call = (id: string, run: (signal: AbortSignal) => Promise<unknown>) =>
    void requests
      .latest(run)
      .then(
        (settled) =>
          settled.current &&
          send({ type: 'answered', instance, id, ok: settled.value !== false, facts: facts() }),
      );

  /** Runs one effect the page's machine asked of this element. */
  const perform = (effect: PopupsEffect): void => {
    switch (effect.type) {
      case 'load-stylesheet':
        return loadPopupStylesheet(env.win.document, effect.url);
      case 'arm': {
        const { id, locate } = effect;
        // The page's one lookup, shared by every instance and never aborted: started now.
        const where = locate ? lookupGeolocation(locate) : null;
        // Heard only on a page where something may show.
        stopOverlays ??= on('overlay-changed', () =>
          send({ type: 'overlay-changed', facts: facts() }),
        );
        const fire = () =>
          void Promise.resolve(where).then((found) =>
            send({ type: 'triggered', instance, id, city: found?.cityName ?? null }),
          );
        const ready = () => mayFire(popupsState(), instance, id, facts());
        disarms.set(id, armTrigger(effect.trigger, env.triggers, fire, ready));
        return;
      }
      case 'disarm':
        return disarms.get(effect.id)?.();
      case 'clean': {
        const { id } = effect.definition;
        void loadCleanMarkup(effect.definition).then((clean) =>
          send({ type: 'markup-cleaned', instance, id, clean, facts: facts() }),
        );
        return;
      }
      case 'popup-shown': {
        const { id, kind } = effect.definition;
        env.store.mark('lastShown', id, effect.at);
        if (countsInVisit(kind)) env.store.countShownThisVisit(effect.at);
        return emit('popup-shown', { id, kind }, host);
      }
      case 'subscribe': {
        const { definition, email } = effect;
        env.store.mark('engaged', definition.id, effect.at);
        return call(definition.id, (signal) =>
          subscribe(definition, email, config.marketingUrl, signal),
        );
      }
      case 'enrol':
        env.store.mark('engaged', effect.id, effect.at);
        return call(effect.id, (signal) => enrolRenewal(context.basePath, signal));
      case 'newsletter-subscribed':
        env.store.mark('subscribed', effect.definition.id, effect.at);
        return announceSubscription(effect.definition, effect.email, env.win, host);
      case 'submit-renewal-form':
        return submitRenewalForm(env.win.document, config.renewalForm);
      case 'popup-closed':
        requests.abort();
        return env.store.mark('closed', effect.id, effect.at);
      case 'trade-cookie':
        writeSiteCookie(COOKIE.tradeNewsletter, '1', { days: effect.days });
        return;
      case 'start-clock':
        clock = setInterval(() => send({ type: 'clock-ticked', facts: facts() }), 1000);
        return;
      case 'stop-clock':
        clearInterval(clock);
        if (effect.closedAt !== null) env.store.markCountdownClosed(effect.closedAt);
        return;
    }
  };

  return {
    /** Joins the page's popups; returns the leave. */
    start() {
      instance = attachPopups(perform);
      const settings = { config, only: context.only, userAgent: env.userAgent };
      send({ type: 'settings-read', instance, settings, facts: facts() });
      return () => {
        send({ type: 'unmounted', instance, facts: facts() });
        for (const disarm of disarms.values()) disarm();
        disarms.clear();
        clearInterval(clock);
        stopOverlays?.();
        stopOverlays = undefined;
      };
    },
    /** What this element shows of the page's state, and its handlers. */
    view({ shown, countdown }: PopupsState): PopupsViewProps {
      return {
        shown: shown?.instance === instance ? shown : null,
        countdown: countdown?.instance === instance ? countdown.view : null,
        onEmailChange: (email) => send({ type: 'email-changed', email }),
        onSubmit: () => send({ type: 'submitted', now: env.now() }),
        onAccept: () => send({ type: 'accepted', now: env.now() }),
        onClose: () => send({ type: 'closed', facts: facts() }),
        onCountdownClose: () => send({ type: 'countdown-closed', now: env.now() }),
      };
    },
  };
}
