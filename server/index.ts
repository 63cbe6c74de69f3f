/**
 * `rove-widgets/server` (built to dist/server.js): what a host's server in Node uses to print
 * the SDK's own first render of a page, which the element then keeps instead of rendering it
 * again (issue 22, decision 0049). The demo host prints its results pages through this entry.
 */
// Every language in place: a server prints Korean pages too, and what it prints must be what a
// Korean page's first render reads once its Korean texts are here (core/i18n/page-texts.ts).
import '../core/i18n/ko';
export {
  renderResultsPage,
  resultsPageQueries,
  type ResultsPage,
  type ResultsPageRendering,
} from '../widgets/search-results/server-page';
export type { ServiceQuery } from '../core/api/search';
