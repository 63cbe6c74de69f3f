/**
 * Compiled by the typecheck, never run: the hand-written declarations of `rove-widgets/server`
 * and `rove-widgets/csp` (types/server.d.ts, types/csp.d.ts) and the entries themselves accept
 * and return the same things.
 */
import type * as DeclaredCsp from '../types/csp';
import type * as Declared from '../types/server';
import type * as SourceCsp from './csp';
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

export const sameCsp: [
  Equals<DeclaredCsp.VendorName, SourceCsp.VendorName>,
  Equals<DeclaredCsp.Directive, SourceCsp.Directive>,
  Equals<DeclaredCsp.VendorPolicyOptions, SourceCsp.VendorPolicyOptions>,
  Equals<DeclaredCsp.VendorDirectives, SourceCsp.VendorDirectives>,
  Equals<DeclaredCsp.PageSources, SourceCsp.PageSources>,
  Equals<typeof DeclaredCsp.vendorSources, typeof SourceCsp.vendorSources>,
  Equals<typeof DeclaredCsp.withVendorSources, typeof SourceCsp.withVendorSources>,
] = [true, true, true, true, true, true, true];
