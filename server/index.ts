/**
 * `rove-widgets/server` (built to dist/server.js): what a host's server in Node uses to print
 * the SDK's own first render of a page, which the element then keeps instead of rendering it
 * again (issue 22, decision 0049). The demo host prints its results pages through this entry.
 */
export {
  renderResultsPage,
  resultsPageQueries,
  type ResultsPage,
  type ResultsPageRendering,
} from '../widgets/search-results/server-page';
export type { ServiceQuery } from '../core/api/search';
