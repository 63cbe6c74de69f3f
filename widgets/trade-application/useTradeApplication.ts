import { useEffect, useLayoutEffect, useRef } from 'react';
import { emit } from '../../core/bus';
import { createRequestRunner, type RequestRunner } from '../../core/request-runner';
import { useStore } from '../shared/state/use-store';
import { enrolTrade, uploadTradeFile } from './trade-api';
import { initialTradeState, tradeReducer } from './trade-application.logic';
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
  // Handlers read the store, not the render's state: a submit right after typing sends what was
  // typed.
  const [state, store] = useStore(tradeReducer, () => initialTradeState(loadTrade()));
  const { dispatch } = store;
  // One runner per upload field and one for the enrolment: a new file replaces the field's
  // upload in flight, the uploads run side by side.
  const runners = useRef(new Map<UploadField | 'enrol', RequestRunner>());
  const runnerFor = (key: UploadField | 'enrol') => {
    let runner = runners.current.get(key);
    if (!runner) runners.current.set(key, (runner = createRequestRunner()));
    return runner;
  };

  // Removed from the page: nobody is left to show a reply to.
  useEffect(() => {
    const running = runners.current;
    running.forEach((runner) => runner.resume()); // put back on the page
    return () => running.forEach((runner) => runner.stop());
  }, []);

  // Every change is kept for the tab's session (a reload or a failed submit loses nothing) —
  // as the store applies it, not at a render: preact/compat re-renders a store's view only
  // once its subscription, a passive effect, runs after the next paint, and a reload right after
  // a key would lose it. Subscribed at the first commit, before the shopper can type.
  useLayoutEffect(
    () =>
      store.subscribe(() => {
        const { values, step, completed, status } = store.getState();
        if (status === 'done') clearTrade();
        else saveTrade({ values, step, completed });
      }),
    [store],
  );

  const onFile = async (field: UploadField, file: File) => {
    const problem = checkUpload(file);
    if (problem) return dispatch({ type: 'upload-failed', field, problem });
    dispatch({ type: 'upload-start', field, name: file.name });
    const settled = await runnerFor(field).latest((signal) =>
      uploadTradeFile(field, file, { basePath, signal }),
    );
    if (!settled.current || settled.value.kind === 'aborted') return;
    const result = settled.value;
    if (result.kind === 'ok') dispatch({ type: 'upload-done', field, file: result.file });
    else dispatch({ type: 'upload-failed', field, problem: result.problem });
  };

  const onSubmit = async () => {
    if (Object.values(store.getState().uploads).some((upload) => upload?.status === 'uploading'))
      return;
    dispatch({ type: 'submit' });
    const sending = store.getState();
    if (sending.status !== 'submitting') return;
    const settled = await runnerFor('enrol').latest((signal) =>
      enrolTrade(sending.values, { basePath, signal }),
    );
    if (!settled.current || settled.value.kind === 'aborted') return;
    const result = settled.value;
    if (result.kind === 'refused') return dispatch({ type: 'refused', errors: result.errors });
    if (result.kind === 'failed') return dispatch({ type: 'failed' });
    dispatch({ type: 'done' });
    const { email, firstName, lastName, phone, country, companyName } = sending.values;
    // The email-marketing service learns who applied (spec/marketing.md §3); loaded only now.
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
      runnerFor(field).abort();
      dispatch({ type: 'upload-remove', field });
    },
    onNext: () => dispatch({ type: 'next' }),
    onPrev: () => dispatch({ type: 'prev' }),
    onGo: (target: number) => dispatch({ type: 'go', step: target }),
    onSubmit: () => void onSubmit(),
  };
}
