import { useLayoutEffect, useState, useMemo } from 'react';
import { emit, lastDetail, on } from '../../core/bus';
import type { Country } from '../../core/country';
import type { RoveEventMap } from '../../core/events';
import { productMessages } from '../../core/i18n/product';
import { translate, translator } from '../../core/i18n/translate';
import { logOnce } from '../../core/log';
import { readCookie } from '../../core/storage/cookies';
import { validateDeliveryPostalCode } from '../../core/validate/delivery-postal';
import { updateDestination } from './delivery-api';
import {
  cleanSavedLabel,
  destinationCookieNames,
  destinationOutcome,
  normalisePostal,
} from './delivery.logic';
import { saveDestination } from './saved-destination';
import { useRequestRunner } from '../shared/state/use-store';

export interface DeliveryState {
  open: boolean;
  /** What the shopper typed; kept as typed after an error. */
  postal: string;
  busy: boolean;
  /** The message under the input (validation, 'Error response.', 'An error has occurred.'). */
  error: string | null;
  /** The destination's label, from the cookie or the last reply. */
  label: string | null;
  /** The fragile-product message for the current destination, shown beside the button. */
  restrictedMessage: string | null;
}

export interface DeliveryContext {
  nid: number;
  country: Country;
  locale: string;
  basePath: string;
  host: HTMLElement | undefined;
}

function savedLabel(country: Country): string | null {
  return cleanSavedLabel(readCookie(destinationCookieNames(country).label));
}

/** What a destination for the product shows: its saved label and the fragile message. */
function shown(detail: RoveEventMap['delivery-changed'], country: Country, locale: string) {
  return {
    postal: detail.postal,
    label: savedLabel(country),
    restrictedMessage: detail.restricted
      ? translate(productMessages, 'fragileRestricted', locale, { postal: detail.postal })
      : null,
  };
}

/** The buybox's current model for this product, if it told us one (else '' — no model yet). */
function currentModel(nid: number): string {
  const last = lastDetail('buybox-model-changed');
  return last && last.nid === nid && last.model ? last.model : '';
}

export function useDelivery({ nid, country, locale, basePath, host }: DeliveryContext) {
  const t = useMemo(() => translator(productMessages, locale), [locale]);
  const [state, setState] = useState<DeliveryState>(() => {
    const saved = {
      open: false,
      postal: readCookie(destinationCookieNames(country).postal) ?? '',
      busy: false,
      error: null,
      label: savedLabel(country),
      restrictedMessage: null,
    };
    // The buybox may have checked the saved destination while this chunk loaded.
    const latest = lastDetail('delivery-changed');
    return latest && latest.nid === nid ? { ...saved, ...shown(latest, country, locale) } : saved;
  });
  // Aborts a running call when the element leaves the page (docs/architecture.md §4).
  const requests = useRequestRunner();

  // Every destination for this product, ours or the buybox's check of the saved one as the
  // page loads, is shown the same way. Subscribed before paint: a reply arriving between the
  // first render and a passive effect would be missed.
  useLayoutEffect(
    () =>
      on('delivery-changed', (detail) => {
        if (detail.nid === nid) setState((s) => ({ ...s, ...shown(detail, country, locale) }));
      }),
    [nid, country, locale],
  );

  const openDialog = () => setState((s) => ({ ...s, open: true, error: null }));
  const closeDialog = () => {
    requests.abort();
    setState((s) => ({ ...s, open: false, busy: false }));
  };
  const setPostal = (postal: string) => setState((s) => ({ ...s, postal }));

  const submit = async () => {
    if (state.busy) return;
    const typed = state.postal;
    const validation = validateDeliveryPostalCode(typed, country, locale);
    if (!validation.ok) {
      setState((s) => ({ ...s, error: validation.message }));
      return;
    }
    const postal = normalisePostal(country, typed);
    setState((s) => ({ ...s, busy: true, error: null }));
    const settled = await requests.latest((signal) =>
      updateDestination(basePath, { postal, nid, model: currentModel(nid) }, signal),
    );
    if (!settled.current) return;
    const reply = settled.value;
    if (!reply.ok) {
      logOnce(
        'error',
        `delivery:${nid}:${reply.error.kind}`,
        'destination update failed',
        reply.error.message,
      );
      setState((s) => ({ ...s, busy: false, error: t('destinationError') }));
      return;
    }
    const outcome = destinationOutcome(reply.data, postal);
    if (outcome.kind === 'no-geo') {
      setState((s) => ({ ...s, busy: false, error: t('destinationErrorResponse') }));
      return;
    }
    saveDestination(country, postal, outcome.label);
    setState((s) => ({ ...s, open: false, busy: false, error: null }));
    // The label and the fragile message follow from the event (the listener above).
    emit(
      'delivery-changed',
      {
        nid,
        postal,
        restricted: outcome.restricted,
        modelsStock: reply.data.models_stock,
      },
      host,
    );
  };

  return { state, openDialog, closeDialog, setPostal, submit, t };
}
