/**
 * `rove-widgets/csp` (built to dist/csp.js): the Content-Security-Policy sources the vendors a
 * page's settings configure need, from their contract pages (docs/csp.md, docs/vendors/). No
 * dependencies and no Node APIs: a host's server, edge function or build script can use it.
 */
export {
  vendorSources,
  withVendorSources,
  type PageSources,
  type VendorDirectives,
  type VendorPolicyOptions,
} from '../core/csp/page-policy';
export type { Directive } from '../core/csp/vendor-sources';
export type { VendorName } from '../core/problem';
