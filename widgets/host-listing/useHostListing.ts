import { useCallback, useEffect, useReducer, useRef } from 'react';
import { logOnce } from '../../core/log';
import { useRequestRunner } from '../shared/state/use-store';
import { fetchHostPage } from './host-listing-api';
import {
  initialListingState,
  listingQuery,
  listingReducer,
  stateFromQuery,
  type HostFilters,
  type HostPage,
} from './host-listing.logic';

export interface HostListingOptions {
  form: HTMLFormElement | null;
  /** The form's action (or the page's path): this site's path the JSON pages come from. */
  action: string;
  /** The filter fields the form has (the URL's other parameters are not ours). */
  fields: readonly string[];
  initial: HostPage;
}

/** The form's current filters, empty values left out. */
export function formFilters(form: HTMLFormElement, fields: readonly string[]): HostFilters {
  const filters: Record<string, string> = {};
  const data = new FormData(form);
  for (const field of fields) {
    const value = data.get(field);
    if (typeof value === 'string' && value) filters[field] = value;
  }
  return filters;
}

function showFilters(
  form: HTMLFormElement | null,
  fields: readonly string[],
  filters: HostFilters,
) {
  if (!form) return;
  for (const field of fields) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLSelectElement || control instanceof HTMLInputElement)
      control.value = filters[field] ?? '';
  }
}

/**
 * Joins the listing's state to the server and the address bar: filter changes and page links
 * fetch the next page as JSON (the cards on screen stay until it arrives; a failure is logged
 * once and changes nothing), the address follows (pushState) and Back/Forward restore it.
 */
export function useHostListing({ form, action, fields, initial }: HostListingOptions) {
  const [state, dispatch] = useReducer(listingReducer, undefined, () =>
    initialListingState(initial, stateFromQuery(location.search, fields).filters),
  );
  const lastId = useRef(0);
  // Latest wins: a newer filter or page aborts the request in flight; stopped with the element.
  const requests = useRequestRunner();

  const load = useCallback(
    (filters: HostFilters, page: number, history: 'push' | 'none', focus: boolean) => {
      const id = ++lastId.current;
      dispatch({ type: 'request', id, filters, page, focus });
      if (history === 'push')
        window.history.pushState(window.history.state, '', action + listingQuery(filters, page));
      void requests
        .latest((signal) => fetchHostPage(action, filters, page, signal))
        .then((settled) => {
          if (!settled.current) return;
          const result = settled.value;
          if (result.ok) {
            dispatch({ type: 'loaded', id, data: result.data });
            // The server clamps a page past the end: the address says the page shown.
            if (result.data.page !== page && id === lastId.current)
              window.history.replaceState(
                window.history.state,
                '',
                action + listingQuery(filters, result.data.page),
              );
          } else {
            logOnce('error', 'host-listing:page', 'host listing request failed', result.error);
            dispatch({ type: 'failed', id });
          }
        });
    },
    [action, requests],
  );

  useEffect(() => {
    if (!form) return undefined;
    const listeners = new AbortController();
    const apply = () => load(formFilters(form, fields), 1, 'push', false);
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        apply();
      },
      { signal: listeners.signal },
    );
    form.addEventListener('change', apply, { signal: listeners.signal });
    window.addEventListener(
      'popstate',
      () => {
        const restored = stateFromQuery(location.search, fields);
        showFilters(form, fields, restored.filters);
        load(restored.filters, restored.page, 'none', false);
      },
      { signal: listeners.signal },
    );
    return () => listeners.abort();
  }, [form, fields, load]);

  const goToPage = useCallback(
    (page: number) => load(state.filters, page, 'push', true),
    [load, state.filters],
  );
  const pageHref = useCallback(
    (page: number) => action + listingQuery(state.filters, page),
    [action, state.filters],
  );

  return { state, busy: state.pending !== 0, focusKey: state.focusKey, goToPage, pageHref };
}
