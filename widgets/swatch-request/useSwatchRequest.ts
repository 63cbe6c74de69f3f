import { useEffect, useRef } from 'react';
import { emit } from '../../core/bus';
import { logOnce } from '../../core/log';
import { useRequestRunner, useStore } from '../shared/use-store';
import type { AddressField } from './swatch-address';
import type { SwatchRequestConfig } from './swatch-config';
import { saveSelection, submitSwatchRequest } from './swatch-request-api';
import {
  checkSubmit,
  initialSwatchState,
  swatchReducer,
  toggleSwatch,
} from './swatch-request.logic';

export interface SwatchRequestContext {
  config: SwatchRequestConfig;
  basePath: string;
  host: HTMLElement | undefined;
}

/** Wait after the last toggle before saving the selection (several quick presses, one call). */
export const SAVE_SELECTION_DELAY_MS = 400;

/** Joins the reducer, the two calls and the bus. */
export function useSwatchRequest({ config, basePath, host }: SwatchRequestContext) {
  // Handlers read the store, not the render's state: a submit right after typing sends what was
  // typed even before a re-render (preact batches).
  const [state, store] = useStore(swatchReducer, () => initialSwatchState(config));
  const { dispatch } = store;
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // One runner for both calls, latest wins: a newer save replaces the one in flight, and the
  // request itself (which carries the selection) aborts a save that would race it. Stopped when
  // the element leaves.
  const requests = useRequestRunner();

  useEffect(() => {
    emit(
      'swatch-displayed',
      { count: config.swatches.length, selected: state.selected.length },
      host,
    );
    // A toggle still waiting for its save when the shopper reloads or leaves is saved then
    // (the save outlives the page), not lost with the timer. The first render's saveNow
    // serves: it reads the selection from the store and the timer from a ref, and the
    // settings' base path does not change.
    const saveBeforeLeaving = () => {
      if (saveTimer.current !== undefined) saveNow();
    };
    window.addEventListener('pagehide', saveBeforeLeaving);
    return () => {
      window.removeEventListener('pagehide', saveBeforeLeaving);
      clearTimeout(saveTimer.current);
    };
    // Once per element: the list is shown when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const saveNow = () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    const selected = store.getState().selected;
    void requests
      .latest((signal) => saveSelection(basePath, selected, signal))
      .then((settled) => {
        if (settled.current && !settled.value.ok) {
          // The selection still works on this page; only a reload would lose it.
          logOnce(
            'warn',
            `swatch-request:save:${settled.value.error.kind}`,
            'swatch selection not saved',
            settled.value.error.message,
          );
        }
      });
  };

  const scheduleSave = () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(saveNow, SAVE_SELECTION_DELAY_MS);
  };

  const toggle = (id: number) => {
    const before = store.getState();
    if (before.status === 'sending') return;
    const outcome = toggleSwatch(before.selected, id, config.limit);
    dispatch({ type: 'toggle', id, limit: config.limit });
    if (outcome.kind === 'over-limit') return;
    scheduleSave();
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
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
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
    const { email, name, phone, country } = checked.payload.address;
    // The email-marketing service learns who asked (spec/marketing.md §3); loaded only now.
    void import('../../core/tracking/identify').then(({ identifyContact }) =>
      identifyContact(window, email, {
        name,
        phone,
        country: String(country),
        swatches: checked.payload.selected.map(String),
      }),
    );
    emit(
      'swatch-requested',
      { optionIds: checked.payload.selected, country: checked.payload.address.country },
      host,
    );
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
