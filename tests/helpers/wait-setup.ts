import { vi } from 'vitest';

/**
 * `vi.waitFor` and `vi.waitUntil` wait up to 5 s for a state by default, as Testing Library's
 * utilities do (dom-setup.ts): their own 1 s default failed tests on a busy machine (issue 60,
 * docs/decisions/0080). A passing test waits no longer; a call's own timeout still wins.
 */
const DEFAULT_TIMEOUT_MS = 5_000;
const WRAPPED = Symbol.for('rove.test.waitDefaults');

type Options = number | { timeout?: number; interval?: number } | undefined;
const withDefault = (options: Options) =>
  typeof options === 'number' ? options : { timeout: DEFAULT_TIMEOUT_MS, ...options };

const utils = vi as unknown as Record<PropertyKey, unknown>;
if (!utils[WRAPPED]) {
  utils[WRAPPED] = true;
  const { waitFor, waitUntil } = vi;
  vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: Options) =>
    waitFor(callback, withDefault(options))) as typeof vi.waitFor;
  vi.waitUntil = ((callback: Parameters<typeof waitUntil>[0], options?: Options) =>
    waitUntil(callback, withDefault(options))) as typeof vi.waitUntil;
}
