import { useEffect, useMemo } from 'react';
import { emit } from '../../core/bus';
import { logOnce } from '../../core/log';
import type { RequestRunner } from '../../core/request-runner';
import type { Store } from '../../core/store';
import { useRequestRunner, useStore } from '../shared/state/use-store';
import type { AddressField } from './swatch-address';
import type { SwatchRequestConfig } from './swatch-config';
import { createSelectionSave, type SelectionSave } from './selection-save';
import { submitSwatchRequest } from './swatch-request-api';
import {
  checkSubmit,
  initialSwatchState,
  swatchReducer,
  toggleSwatch,
  type SwatchAction,
  type SwatchRequestPayload,
  type SwatchRequestState,
} from './swatch-request.logic';

export interface SwatchRequestContext {
  config: SwatchRequestConfig;
  basePath: string;
  host: HTMLElement | undefined;
}

/**
 * The element's selection save, whose waiting toggle is saved when the shopper reloads or leaves
 * (the save outlives the page) rather than lost with its timer, and dropped when the element
 * leaves.
 */
function useSelectionSave(
  basePath: string,
  store: Store<SwatchRequestState, SwatchAction>,
  requests: RequestRunner,
): SelectionSave {
  const save = useMemo(
    () => createSelectionSave(basePath, () => store.getState().selected, requests),
    [basePath, store, requests],
  );
  useEffect(() => {
    window.addEventListener('pagehide', save.flush);
    return () => {
      window.removeEventListener('pagehide', save.flush);
      save.cancel();
    };
  }, [save]);
  return save;
}

/** What a sent request tells the email-marketing service and the bus. */
function announceRequest(payload: SwatchRequestPayload, host: HTMLElement | undefined) {
  const { email, name, phone, country } = payload.address;
  // The email-marketing service learns who asked (spec/marketing.md §3); loaded only now.
  void import('../../core/tracking/identify').then(({ identifyContact }) =>
    identifyContact(window, email, {
      name,
      phone,
      country: String(country),
      swatches: payload.selected.map(String),
    }),
  );
  emit('swatch-requested', { optionIds: payload.selected, country }, host);
}

/** Joins the reducer, the two calls and the bus. */
export function useSwatchRequest({ config, basePath, host }: SwatchRequestContext) {
  // Handlers read the store, not the render's state: a submit right after typing sends what was
  // typed even before a re-render (preact batches).
  const [state, store] = useStore(swatchReducer, () => initialSwatchState(config));
  const { dispatch } = store;
  // One runner for both calls, latest wins: a newer save replaces the one in flight, and the
  // request itself (which carries the selection) aborts a save that would race it. Stopped when
  // the element leaves.
  const requests = useRequestRunner();
  const save = useSelectionSave(basePath, store, requests);

  // The list is shown when the element mounts: once per element and list.
  const offered = config.swatches.length;
  useEffect(() => {
    emit('swatch-displayed', { count: offered, selected: store.getState().selected.length }, host);
  }, [offered, store, host]);

  const toggle = (id: number) => {
    const before = store.getState();
    if (before.status === 'sending') return;
    const outcome = toggleSwatch(before.selected, id, config.limit);
    dispatch({ type: 'toggle', id, limit: config.limit });
    if (outcome.kind === 'over-limit') return;
    save.schedule();
    emit(
      'swatch-selection-changed',
      {
        optionId: id,
        selected: outcome.kind === 'selected',
        count: outcome.selected.length,
        limit: config.limit,
      },
      host,
    );
  };

  const submit = async (): Promise<AddressField | null> => {
    const current = store.getState();
    if (current.status === 'sending') return null;
    const checked = checkSubmit(current, config.countries);
    if (checked.kind === 'refuse') {
      dispatch({ type: 'refused', errors: checked.errors });
      return checked.firstInvalid;
    }
    // The selection is part of the request: no separate save may race it (the runner aborts
    // one in flight).
    save.cancel();
    dispatch({ type: 'sending' });
    const settled = await requests.latest((signal) =>
      submitSwatchRequest(basePath, checked.payload, signal),
    );
    if (!settled.current) return null; // the element left the page
    const reply = settled.value;
    if (!reply.ok || !reply.data.ok) {
      logOnce(
        'error',
        `swatch-request:submit:${reply.ok ? 'refused' : reply.error.kind}`,
        'swatch request not sent',
        reply.ok ? reply.data : reply.error.message,
      );
      dispatch({ type: 'failed' });
      return null;
    }
    dispatch({ type: 'sent' });
    announceRequest(checked.payload, host);
    return null;
  };

  return {
    state,
    onToggle: toggle,
    onCloseAlert: () => dispatch({ type: 'close-alert' }),
    onContinue: () => dispatch({ type: 'continue' }),
    onBack: () => dispatch({ type: 'back' }),
    onType: (field: AddressField, value: string) => dispatch({ type: 'type', field, value }),
    onSubmit: submit,
    onRestart: () => dispatch({ type: 'restart' }),
  };
}
