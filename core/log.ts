import { emit } from './bus';
import { pageLeaving } from './page-leaving';
import type { ProblemKind, RoveProblem, VendorName } from './problem';

const logged = new Set<string>();
/** The page's problems so far, so a monitoring hook added late still hears them. */
const reported: RoveProblem[] = [];
/** Enough for a broken page's story; a flood beyond it adds nothing a monitor needs. */
const KEPT_PROBLEMS = 50;
/** Vendors the page's policy blocked: that one error says it all (docs/csp.md). */
const policyBlocked = new Set<VendorName>();

/** Where a problem came from, beyond its log key: the vendor, the kind, the element. */
export interface ProblemSource {
  vendor?: VendorName;
  kind?: ProblemKind;
  /** The element that met it: the `rove:problem` DOM event bubbles from there. */
  target?: Element | null;
}

/**
 * Logs `[rove] …` once per key per page: a broken widget on a long page should not flood
 * the console, and a host developer still sees the first report. A warning or an error is also
 * a `problem` event (the bus's `Rove.on('problem', …)` and a bubbling `rove:problem` DOM
 * event), so the retailer's monitoring sees what the console shows — the message only, never
 * `detail` (an error object may carry what the shopper typed). Nothing is logged while the shopper
 * is leaving the page: the navigation cancelled what failed (page-leaving.ts).
 *
 * @example logOnce('error', 'love:1203', 'wishlist call failed', error)
 */
export function logOnce(
  level: 'warn' | 'error' | 'info',
  key: string,
  message: string,
  detail?: unknown,
  source: ProblemSource = {},
): void {
  if (logged.has(key) || pageLeaving()) return;
  logged.add(key);
  const args: unknown[] = [`[rove] ${message}`];
  if (detail !== undefined) args.push(detail);
  console[level](...args);
  if (level === 'info') return;
  const problem: RoveProblem = {
    level,
    area: key.split(':')[0] ?? key,
    kind: source.kind ?? 'widget',
    message,
  };
  if (source.vendor) problem.vendor = source.vendor;
  const tag = source.target?.localName;
  if (tag?.startsWith('rove-')) problem.element = tag;
  if (reported.length < KEPT_PROBLEMS) reported.push(problem);
  try {
    emit('problem', problem, source.target);
  } catch {
    // A monitoring hook must never turn a logged problem into a broken widget.
  }
}

/**
 * A vendor's script or call failed on this page: logged once (per area, vendor and kind) and
 * reported as a `problem` naming the vendor, so a retailer learns that, say, Klarna's script
 * was blocked on its live site. The shopper keeps the widget's own fallback.
 *
 * @example logVendorProblem({ area: 'financing', vendor: 'klarna', kind: 'not-ready', message: "Klarna's messaging did not become ready" })
 */
export function logVendorProblem(problem: {
  area: string;
  vendor: VendorName;
  kind: Exclude<ProblemKind, 'widget'>;
  message: string;
  level?: 'warn' | 'error';
  detail?: unknown;
  target?: Element | null;
}): void {
  const { area, vendor, kind, message, level = 'warn', detail, target } = problem;
  if (kind === 'script-failed' && policyBlocked.has(vendor)) return;
  logOnce(level, `${area}:${vendor}:${kind}`, message, detail, { vendor, kind, target });
}

/**
 * The page's policy blocked `vendor`, and its error names the source to add: the adapter's own
 * "could not be loaded" would be a second line for the same cause.
 */
export function markPolicyBlocked(vendor: VendorName): void {
  policyBlocked.add(vendor);
}

/** The problems reported on this page so far, oldest first (`Rove.on('problem')` replays them). */
export function problemsSoFar(): readonly RoveProblem[] {
  return [...reported];
}

/** Clears the once-only memory (tests). */
export function resetLogOnce(): void {
  logged.clear();
  reported.length = 0;
  policyBlocked.clear();
}
