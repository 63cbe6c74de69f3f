import { useCallback, useEffect, useReducer, useRef } from 'react';
import { emit } from '../../core/bus';
import { logOnce } from '../../core/log';
import type { AddressField } from './swatch-address';
import type { SwatchRequestConfig } from './swatch-config';
import { saveSelection, submitSwatchRequest } from './swatch-request-api';
import {
  checkSubmit,
  initialSwatchState,
  swatchReducer,
  toggleSwatch,
  type SwatchAction,
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
  const [state, dispatchToView] = useReducer(swatchReducer, config, initialSwatchState);
  // The state as of the last action: a submit right after typing sends what was typed even
  // before a re-render (preact batches).
  const latest = useRef(state);
  const dispatch = useCallback((action: SwatchAction) => {
    latest.current = swatchReducer(latest.current, action);
    dispatchToView(action);
  }, []);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<AbortController | null>(null);
  const sending = useRef<AbortController | null>(null);

  useEffect(() => {
    emit(
      'swatch-displayed',
      { count: config.swatches.length, selected: state.selected.length },
      host,
    );
    // A toggle still waiting for its save when the shopper reloads or leaves is saved then
    // (the save outlives the page), not lost with the timer. The first render's saveNow
    // serves: it reads the selection and the timer from refs, and the settings' base path
    // does not change.
    const saveBeforeLeaving = () => {
      if (saveTimer.current !== undefined) saveNow();
    };
    window.addEventListener('pagehide', saveBeforeLeaving);
    return () => {
      window.removeEventListener('pagehide', saveBeforeLeaving);
      clearTimeout(saveTimer.current);
      saving.current?.abort();
      sending.current?.abort();
    };
    // Once per element: the list is shown when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const saveNow = () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    saving.current?.abort();
    const controller = new AbortController();
    saving.current = controller;
    void saveSelection(basePath, latest.current.selected, controller.signal).then((reply) => {
      if (!reply.ok && reply.error.kind !== 'aborted') {
        // The selection still works on this page; only a reload would lose it.
        logOnce(
          'warn',
          `swatch-request:save:${reply.error.kind}`,
          'swatch selection not saved',
          reply.error.message,
        );
      }
    });
  };

  const scheduleSave = () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(saveNow, SAVE_SELECTION_DELAY_MS);
  };

  const toggle = (id: number) => {
    const before = latest.current;
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
    const current = latest.current;
    if (current.status === 'sending') return null;
    const checked = checkSubmit(current, config.countries);
    if (checked.kind === 'refuse') {
      dispatch({ type: 'refused', errors: checked.errors });
      return checked.firstInvalid;
    }
    // The selection is part of the request: no separate save may race it.
    clearTimeout(saveTimer.current);
    saving.current?.abort();
    dispatch({ type: 'sending' });
    const controller = new AbortController();
    sending.current = controller;
    const reply = await submitSwatchRequest(basePath, checked.payload, controller.signal);
    if (controller.signal.aborted) return null;
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
    // The email-marketing service learns who asked (seed 003 §3); loaded only now.
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
    toggle,
    closeAlert: () => dispatch({ type: 'close-alert' }),
    continueToAddress: () => dispatch({ type: 'continue' }),
    back: () => dispatch({ type: 'back' }),
    type: (field: AddressField, value: string) => dispatch({ type: 'type', field, value }),
    submit,
    restart: () => dispatch({ type: 'restart' }),
  };
}
