import { useEffect, useMemo, useState } from 'react';
import { logOnce } from '../../../core/log';
import { getSettings } from '../../../core/settings/settings';
import { nextTask } from '../../../core/next-task';
import type { Country } from '../../../core/country';

/** A provider's promotional messaging once its script is on the page (Affirm, Klarna). */
export interface MessagingProvider {
  /** Re-renders the provider's elements from their data attributes. */
  refresh(): void;
  /** The provider gave up rendering: the widget's own text comes back. */
  onError?(callback: () => void): void;
  /** The locale its elements are given (Klarna's `data-locale`), where it takes one. */
  locale?: string;
}

/** Where a provider's messaging is for a widget's render. */
export interface ProviderMessaging {
  /** The amount for the provider's element once it is ready, else null. */
  amount: number | null;
  /** On its way: a widget that reserves the provider's box keeps it. */
  pending: boolean;
  provider: MessagingProvider | null;
}

/** The page as a provider's setup reads it: the shop's country and locale, and the origin. */
export interface MessagingPage {
  country: Country;
  locale: string;
  origin: string;
}

/**
 * Loads a provider (its chunk, then its script) and starts it from its settings and the page;
 * null when it is off there or could not start.
 */
export type StartMessaging = (
  settings: unknown,
  page: MessagingPage,
) => Promise<MessagingProvider | null>;

type Phase = 'off' | 'loading' | 'ready' | 'failed';

export interface ProviderMessagingOptions {
  /** The settings key that switches the provider on (`affirm`, `klarna`). */
  settingsKey: string;
  /** The amount the provider's element shows (its unit), or null for none. */
  amount: number | null;
  /** Loads the provider and starts it (stable: a module-level function). */
  start: StartMessaging;
  /** Names the provider in the log line of an adapter that could not be fetched. */
  name: string;
  /** The shops the provider serves: on another shop's page its adapter is never fetched. */
  markets: readonly Country[];
}

/**
 * A provider's own promotional messaging for an amount (issue 26): the amount for its element
 * once the provider is ready, else null (no settings, no amount, still loading or failed: the
 * widget shows its own text or nothing). The provider loads in a task after the widget's first
 * paint, once per page, and only on a shop it serves, with its settings and an amount to show;
 * each new amount is handed to `refresh()` after it has been rendered.
 *
 * @example const { amount } = useProviderMessaging({ settingsKey: 'affirm', amount, start, name: 'Affirm', markets: AFFIRM_COUNTRIES });
 */
export function useProviderMessaging({
  settingsKey,
  amount,
  start,
  name,
  markets,
}: ProviderMessagingOptions): ProviderMessaging {
  // Whether the page is a shop the provider serves and has its settings at all; what they say
  // is read with its loader. Elsewhere nothing is fetched (a Korean page asked both providers'
  // adapters, only to hear "not here").
  const configured = useMemo(() => {
    const { extra, country } = getSettings();
    return markets.includes(country) && extra[settingsKey] !== undefined;
  }, [settingsKey, markets]);
  const wanted = configured && amount !== null;
  const [phase, setPhase] = useState<Phase>('off');
  const [provider, setProvider] = useState<MessagingProvider | null>(null);

  useEffect(() => {
    if (!wanted || phase !== 'off') return;
    setPhase('loading');
    // A task after the widget's paint: the provider never delays it or the widgets around it.
    nextTask(() => {
      const { extra, country, locale } = getSettings();
      start(extra[settingsKey], { country, locale, origin: location.origin }).then(
        (loaded) => {
          setProvider(loaded);
          setPhase(loaded ? 'ready' : 'failed');
          loaded?.onError?.(() => setPhase('failed'));
        },
        (error: unknown) => {
          logOnce('error', `${settingsKey}:chunk`, `could not load the ${name} adapter`, error);
          setPhase('failed');
        },
      );
    });
  }, [wanted, phase, start, settingsKey, name]);

  const shown = phase === 'ready' ? amount : null;
  useEffect(() => {
    if (shown !== null) provider?.refresh();
  }, [shown, provider]);
  return { amount: shown, pending: wanted && (phase === 'off' || phase === 'loading'), provider };
}
