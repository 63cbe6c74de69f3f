/**
 * Compiled by the typecheck, never run: the hand-written declarations of `rove-widgets/server`
 * (types/server.d.ts) and the entry itself accept and return the same things.
 */
import type * as Declared from '../types/server';
import type * as Source from './index';

/** Each assignable to the other, with the same keys (so an optional key cannot go missing). */
type Equals<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

export const same: [
  Equals<Declared.ServiceQuery, Source.ServiceQuery>,
  Equals<Declared.ResultsPage, Source.ResultsPage>,
  Equals<Declared.ResultsPageRendering, Source.ResultsPageRendering>,
  Equals<typeof Declared.resultsPageQueries, typeof Source.resultsPageQueries>,
  Equals<typeof Declared.renderResultsPage, typeof Source.renderResultsPage>,
] = [true, true, true, true, true];
