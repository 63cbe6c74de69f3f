import { useEffect, useRef, useState } from 'react';
import { emit } from '../../core/bus';
import type { Country } from '../../core/country';
import { submitRenewalForm } from './renewal-form';
import { COOKIE } from '../../core/storage/cookie-names';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import { browserEnvironment, type PopupsEnvironment } from './popups-environment';
import { isBot } from './bots';
import { loadCleanMarkup } from './clean-markup';
import { kindShown, requestPopup, type PopupTicket } from './coordinator';
import { TRADE_NEWSLETTER_COOKIE_DAYS, eligibility, type EligibilityContext } from './eligibility';
import { acceptsEmail, cityMatches } from './popup-rules';
import { EMAIL_KINDS } from './popups-config';
import { enrolRenewal, loadPopupStylesheet, lookupGeolocation } from './popups-api';
import { announceSubscription, subscribe } from './subscription';
import { armTrigger } from './triggers';
import { useCountdown } from './useCountdown';
import { useRequestRunner } from '../shared/use-store';
import type {
  CleanMarkup,
  PopupDefinition,
  PopupsConfig,
  PopupsViewProps,
  ShownPopup,
} from './types';

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
 * <rove-popups>' behaviour: arms each eligible definition's trigger, shows the one the page's
 * coordinator grants, runs its form (validation, subscription, done content, identification,
 * events), records shows and closes, and keeps the countdown ticking. Bots get nothing at all.
 */
export function usePopups(context: PopupsContext): PopupsViewProps {
  // Read once: settings do not change under a mounted element, and the effects below run once.
  const [{ config, country, basePath, loggedIn, host, only }] = useState(() => context);
  const [env] = useState(() => browserEnvironment(context.env));
  const [bot] = useState(() => isBot(env.userAgent));
  const [definitions] = useState(() =>
    bot ? [] : config.popups.filter((popup) => !only || only.includes(popup.id)),
  );

  const [shown, setShownState] = useState<ShownPopup | null>(null);
  const shownRef = useRef<ShownPopup | null>(null);
  const setShown = (next: ShownPopup | null) => {
    shownRef.current = next;
    setShownState(next);
  };
  const ticket = useRef<PopupTicket | null>(null);
  // The form's call (a subscription, the renewal's enrolment): a newer one or a close aborts it,
  // and the runner is stopped when the element leaves, so its answer then changes nothing.
  const requests = useRequestRunner();
  // The triggers' own lifecycle: they wait on the page's shared geolocation lookup (never
  // aborted, other instances wait on it too) and on the markup's sanitizer.
  const alive = useRef(true);

  const eligibilityNow = (): EligibilityContext => ({
    now: env.now(),
    country,
    path: env.win.location?.pathname ?? '/',
    loggedIn,
    sessionPages: env.store.sessionPages(),
    lastShown: env.store.read('lastShown'),
    closed: env.store.read('closed'),
    subscribed: env.store.read('subscribed'),
    tradeNewsletterHandled: readCookie(COOKIE.tradeNewsletter) !== undefined,
    definitions: config.popups,
  });
  const mayShow = (definition: PopupDefinition) =>
    alive.current && !kindShown(definition.kind) && eligibility(definition, eligibilityNow()).ok;

  const open = (definition: PopupDefinition, clean: CleanMarkup) => {
    setShown({ definition, clean, phase: 'form', email: '', emailInvalid: false });
    env.store.mark('lastShown', definition.id, env.now());
    emit('popup-shown', { id: definition.id, kind: definition.kind }, host);
  };

  // Triggers: armed once per mount for each definition that may show on this page.
  useEffect(() => {
    alive.current = true;
    if (bot) return;
    if (config.stylesheetUrl && definitions.length > 0)
      loadPopupStylesheet(env.win.document, config.stylesheetUrl);
    const disarms: Array<() => void> = [];
    const tickets: PopupTicket[] = [];
    for (const definition of definitions) {
      if (!mayShow(definition)) continue;
      let located: Promise<boolean> | null = null;
      if (definition.kind === 'showroom') {
        // No geolocation service, no showroom popup (seed 001 §4, §7).
        if (!config.geolocationUrl) continue;
        located = lookupGeolocation(config.geolocationUrl).then(
          (where) => where !== null && cityMatches(definition.cities, where.cityName),
        );
      }
      const fire = async () => {
        if (located && !(await located)) return;
        if (!alive.current) return;
        const clean = await loadCleanMarkup(definition);
        if (!clean || !alive.current) return;
        const holder: { ticket?: PopupTicket } = {};
        holder.ticket = requestPopup({
          id: definition.id,
          kind: definition.kind,
          show: () => {
            ticket.current = holder.ticket ?? null;
            open(definition, clean);
          },
          stillWanted: () => mayShow(definition),
        });
        // show() may have run inside requestPopup, before holder.ticket was set.
        if (shownRef.current?.definition === definition) ticket.current = holder.ticket;
        tickets.push(holder.ticket);
      };
      const ready = () => {
        // Its kind has shown on this page (another definition): stop polling for good.
        if (kindShown(definition.kind)) {
          queueMicrotask(() => disarm());
          return false;
        }
        return mayShow(definition);
      };
      // ready() is only ever called after armTrigger has returned (timers and events).
      const disarm = armTrigger(definition.trigger, env.triggers, () => void fire(), ready);
      disarms.push(disarm);
    }
    return () => {
      alive.current = false;
      for (const disarm of disarms) disarm();
      for (const waiting of tickets) waiting.release();
      ticket.current = null;
    };
    // Mount-time only: everything read here is fixed for the element's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An instance with `only` never shows the countdown (README, attributes); bots get nothing.
  const countdown = useCountdown(config.countdown, !bot && !only, env);

  const markHandled = (definition: PopupDefinition) => {
    // The trade newsletter stays away a day once closed or subscribed (seed 001 §4, §9).
    if (definition.kind === 'trade-newsletter')
      writeSiteCookie(COOKIE.tradeNewsletter, '1', { days: TRADE_NEWSLETTER_COOKIE_DAYS });
  };

  const close = () => {
    const current = shownRef.current;
    if (!current) return;
    requests.abort();
    env.store.mark('closed', current.definition.id, env.now());
    markHandled(current.definition);
    setShown(null);
    const held = ticket.current;
    ticket.current = null;
    held?.release();
  };

  const onEmailChange = (email: string) => {
    const current = shownRef.current;
    if (!current || current.phase !== 'form') return;
    // The error class stays until the address is right (seed 003 §5), not a keystroke longer.
    const emailInvalid = current.emailInvalid && !acceptsEmail(current.definition.kind, email);
    setShown({ ...current, email, emailInvalid });
  };

  const onSubmit = async () => {
    const current = shownRef.current;
    if (!current || current.phase !== 'form' || !EMAIL_KINDS.has(current.definition.kind)) return;
    const { definition } = current;
    const email = current.email.trim();
    if (!acceptsEmail(definition.kind, email)) {
      setShown({ ...current, emailInvalid: true });
      return;
    }
    env.store.mark('engaged', definition.id, env.now());
    setShown({ ...current, email, emailInvalid: false, phase: 'sending' });
    const sent = await requests.latest((signal) =>
      subscribe(definition, email, config.marketingUrl, signal),
    );
    if (!sent.current || shownRef.current?.definition !== definition) return;
    if (!sent.value) {
      // Failures are only logged (seed 003 §7): the form comes back for another try.
      setShown({ ...shownRef.current, phase: 'form' });
      return;
    }
    env.store.mark('subscribed', definition.id, env.now());
    markHandled(definition);
    setShown({ ...shownRef.current, phase: 'done' });
    announceSubscription(definition, email, env.win, host);
  };

  const onAccept = async () => {
    const current = shownRef.current;
    if (!current || current.phase !== 'form' || current.definition.kind !== 'renewal') return;
    const { definition } = current;
    env.store.mark('engaged', definition.id, env.now());
    setShown({ ...current, phase: 'sending' });
    // Enrols in the renewal discount; its failure is ignored (seed 001 §4, §8).
    const enrolled = await requests.latest((signal) => enrolRenewal(basePath, signal));
    if (!enrolled.current || shownRef.current?.definition !== definition) return;
    submitRenewalForm(env.win.document, config.renewalForm);
    close();
  };

  return {
    shown,
    countdown: countdown.countdown,
    onEmailChange,
    onSubmit: () => void onSubmit(),
    onAccept: () => void onAccept(),
    onClose: close,
    onCountdownClose: countdown.close,
  };
}
