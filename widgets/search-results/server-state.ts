import { parseResults } from '../../core/api/search';
import { logOnce } from '../../core/log';
import type { ResultsRoute } from '../../core/search/results-path';
import type { RoveSettings } from '../../core/settings/settings';
import { buildRequests, readAnswer, type ResultsAnswer } from './build-requests';

/**
 * The first answer a server printed with its rendering of the results page
 * (server-render.tsx), so the element takes over that markup (hydrates it) instead of asking
 * the same question again and rendering it anew (issue 22).
 *
 * Printed as `<script type="application/json" class="rove-search-results__state">` right
 * after the rendered root (`div.rove-search-results`): `results` are the search service's answers to the route's
 * requests (buildRequests), in order; the view's ids and whether the filters are open come
 * with them, because the first render must be the server's exactly.
 */
export interface ServerState {
  answer: ResultsAnswer;
  idPrefix: string;
  filtersOpen: boolean;
}

/** The settings that shape what the view shows: a page whose own differ renders anew. */
export type ViewSettings = Pick<
  RoveSettings,
  'country' | 'locale' | 'currency' | 'isMembership' | 'memberDiscount'
>;

/** What a server prints (JSON) for {@link ServerState}. */
export interface PrintedServerState {
  results: unknown[];
  idPrefix: string;
  filtersOpen: boolean;
  /** {@link viewKey} of the settings the server rendered with. */
  view: string;
}

/**
 * The settings a rendering depends on, as one string: the country (its hits and prices), the
 * locale (texts), the currency and member pricing.
 */
export function viewKey(settings: ViewSettings): string {
  const member = settings.isMembership ? settings.memberDiscount : null;
  return [settings.country, settings.locale, settings.currency, member].join('|');
}

export const SERVER_STATE_CLASS = 'rove-search-results__state';

const ID_PREFIX = /^[A-Za-z][\w-]{0,63}$/;

/**
 * Reads a printed state for this route and country: null when there is none, and — logged
 * once — when it is malformed or answers other requests (the element then asks the service).
 *
 * @example readServerState(json, { type: 'products', query: 'sofa', facets: {} }, getSettings())?.answer.nbHits
 */
export function readServerState(
  json: string,
  route: ResultsRoute,
  settings: ViewSettings,
): ServerState | null {
  let printed: Partial<PrintedServerState> | null = null;
  try {
    printed = JSON.parse(json) as Partial<PrintedServerState> | null;
  } catch {
    // Reported below with the other malformed cases.
  }
  // Rendered for another country or language (a cookie or ?locale= the server did not see):
  // not an error, the element renders for this page's settings.
  if (typeof printed?.view === 'string' && printed.view !== viewKey(settings)) return null;
  const { requests, plan } = buildRequests(route, settings.country);
  const results = parseResults(printed?.results, requests.length);
  if (
    !printed ||
    !results ||
    typeof printed.idPrefix !== 'string' ||
    !ID_PREFIX.test(printed.idPrefix) ||
    typeof printed.filtersOpen !== 'boolean' ||
    typeof printed.view !== 'string'
  ) {
    logOnce(
      'warn',
      'search-results:server-state',
      'the results page printed a first answer that does not fit this page; the element searches again',
    );
    return null;
  }
  return {
    answer: readAnswer(plan, results),
    idPrefix: printed.idPrefix,
    filtersOpen: printed.filtersOpen,
  };
}

const printedStates = new WeakMap<HTMLElement, ServerState | null>();

/**
 * The element's printed state, read once and kept until taken: the state script comes out
 * (the rendered root must be the element's only child to be hydrated). Null means: render
 * from scratch.
 */
export function peekServerState(
  element: HTMLElement,
  route: ResultsRoute,
  settings: ViewSettings,
): ServerState | null {
  if (printedStates.has(element)) return printedStates.get(element) ?? null;
  const script = element.querySelector(`:scope > script.${SERVER_STATE_CLASS}`);
  const root = element.firstElementChild;
  let state: ServerState | null = null;
  // The view's own root, then its state: anything else is a fallback to render over.
  if (
    script &&
    root?.classList.contains('rove-search-results') &&
    root.nextElementSibling === script
  ) {
    script.remove();
    state = readServerState(script.textContent ?? '', route, settings);
  }
  printedStates.set(element, state);
  return state;
}

/**
 * The printed state, for the view that hydrates it — once: a view mounted again (the
 * element moved) renders from scratch, the printed nodes being gone with the first one.
 */
export function takeServerState(
  element: HTMLElement,
  route: ResultsRoute,
  settings: ViewSettings,
): ServerState | null {
  const state = peekServerState(element, route, settings);
  printedStates.set(element, null);
  return state;
}
