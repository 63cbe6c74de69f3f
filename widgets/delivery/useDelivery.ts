import { useLayoutEffect, useMemo } from 'react';
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
import { useRequestRunner, useStore } from '../shared/state/use-store';
import { deliveryReducer, type DeliveryState, type ShownDestination } from './delivery.machine';

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
function shown(
  detail: RoveEventMap['delivery-changed'],
  country: Country,
  locale: string,
): ShownDestination {
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
  const [state, delivery] = useStore(deliveryReducer, (): DeliveryState => {
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
        if (detail.nid === nid)
          delivery.dispatch({
            type: 'destination-shown',
            destination: shown(detail, country, locale),
          });
      }),
    [nid, country, locale, delivery],
  );

  const openDialog = () => delivery.dispatch({ type: 'opened' });
  const closeDialog = () => {
    requests.abort();
    delivery.dispatch({ type: 'closed' });
  };
  const setPostal = (postal: string) => delivery.dispatch({ type: 'typed', postal });

  const submit = async () => {
    // The store's state, not the render's: a second press in the same tick finds the check on.
    const { busy, postal: typed } = delivery.getState();
    if (busy) return;
    const validation = validateDeliveryPostalCode(typed, country, locale);
    if (!validation.ok) {
      delivery.dispatch({ type: 'refused', message: validation.message });
      return;
    }
    const postal = normalisePostal(country, typed);
    delivery.dispatch({ type: 'check-started' });
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
      delivery.dispatch({ type: 'refused', message: t('destinationError') });
      return;
    }
    const outcome = destinationOutcome(reply.data, postal);
    if (outcome.kind === 'no-geo') {
      delivery.dispatch({ type: 'refused', message: t('destinationErrorResponse') });
      return;
    }
    saveDestination(country, postal, outcome.label);
    delivery.dispatch({ type: 'saved' });
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
