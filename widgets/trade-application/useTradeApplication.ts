import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { emit } from '../../core/bus';
import { enrolTrade, uploadTradeFile } from './trade-api';
import {
  initialTradeState,
  tradeReducer,
  type TradeAction,
  type TradeState,
} from './trade-application.logic';
import type {
  FieldName,
  TradeCountry,
  TradeValues,
  UploadField,
} from '../../core/validate/trade/fields';
import { checkUpload } from '../../core/validate/trade/rules';
import { clearTrade, loadTrade, saveTrade } from './trade-storage';

export interface TradeContext {
  basePath: string;
  host: HTMLElement | undefined;
}

/** Joins the form's reducer, the session copy, the uploads, the enrolment and the bus. */
export function useTradeApplication({ basePath, host }: TradeContext) {
  const [state, dispatchToView] = useReducer(tradeReducer, undefined, () =>
    initialTradeState(loadTrade()),
  );
  // The state as of the last action, so a submit right after typing sends what was typed.
  const latest = useRef<TradeState>(state);
  const dispatch = useCallback((action: TradeAction) => {
    latest.current = tradeReducer(latest.current, action);
    dispatchToView(action);
  }, []);
  const requests = useRef(new Map<string, AbortController>());

  // Removed from the page: nobody is left to show a reply to.
  useEffect(() => {
    const running = requests.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  // Every change is kept for the tab's session (a reload or a failed submit loses nothing) —
  // at the commit, not after the next paint, when preact/compat runs passive effects: a reload
  // right after a key would lose it.
  const { values, step, completed, status } = state;
  useLayoutEffect(() => {
    if (status === 'done') clearTrade();
    else saveTrade({ values, step, completed });
  }, [values, step, completed, status]);

  const start = (key: string) => {
    requests.current.get(key)?.abort();
    const controller = new AbortController();
    requests.current.set(key, controller);
    return controller;
  };

  const onFile = async (field: UploadField, file: File) => {
    const problem = checkUpload(file);
    if (problem) return dispatch({ type: 'upload-failed', field, problem });
    dispatch({ type: 'upload-start', field, name: file.name });
    const controller = start(field);
    const result = await uploadTradeFile(field, file, { basePath, signal: controller.signal });
    if (result.kind === 'aborted' || controller.signal.aborted) return;
    if (result.kind === 'ok') dispatch({ type: 'upload-done', field, file: result.file });
    else dispatch({ type: 'upload-failed', field, problem: result.problem });
  };

  const onSubmit = async () => {
    if (Object.values(latest.current.uploads).some((upload) => upload?.status === 'uploading'))
      return;
    dispatch({ type: 'submit' });
    const sending = latest.current;
    if (sending.status !== 'submitting') return;
    const controller = start('enrol');
    const result = await enrolTrade(sending.values, { basePath, signal: controller.signal });
    if (result.kind === 'aborted' || controller.signal.aborted) return;
    if (result.kind === 'refused') return dispatch({ type: 'refused', errors: result.errors });
    if (result.kind === 'failed') return dispatch({ type: 'failed' });
    dispatch({ type: 'done' });
    const { email, firstName, lastName, phone, country, companyName } = sending.values;
    // The email-marketing service learns who applied (seed 003 §3); loaded only now.
    void import('../../core/tracking/identify').then(({ identifyContact }) =>
      identifyContact(window, email, {
        firstname: firstName,
        lastname: lastName,
        phone,
        country,
        company: companyName,
      }),
    );
    // For tracking's form_submit: no personal data, only what the form was about.
    emit(
      'trade-applied',
      {
        country: sending.values.country as TradeCountry,
        companyType: sending.values.companyType,
      },
      host,
    );
  };

  return {
    state,
    onChange: <F extends FieldName>(field: F, value: TradeValues[F]) =>
      dispatch({ type: 'set', field, value }),
    onToggleRegion: (code: string) => dispatch({ type: 'toggle-region', code }),
    onFile: (field: UploadField, file: File) => void onFile(field, file),
    onRemoveFile: (field: UploadField) => {
      requests.current.get(field)?.abort();
      dispatch({ type: 'upload-remove', field });
    },
    onNext: () => dispatch({ type: 'next' }),
    onPrev: () => dispatch({ type: 'prev' }),
    onGo: (target: number) => dispatch({ type: 'go', step: target }),
    onSubmit: () => void onSubmit(),
  };
}
