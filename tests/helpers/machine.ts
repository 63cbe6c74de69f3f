import os from 'node:os';

/**
 * How many browsers the Playwright suites run at once: one per CPU this process may use (under
 * `taskset`, the CPUs it is pinned to), fewer where memory is short, at least one.
 * `ROVE_TEST_WORKERS` overrides it. On two CPUs four workers drove the load average to 11.5 and
 * timed out tests that passed alone (docs/decisions/0080): the demo host and each browser need
 * room of their own, so no more browsers than CPUs.
 */
export function browserWorkers(): number {
  const fromEnvironment = Number(process.env['ROVE_TEST_WORKERS']);
  if (Number.isInteger(fromEnvironment) && fromEnvironment > 0) return fromEnvironment;
  const byMemory = Math.floor(os.freemem() / MEMORY_PER_BROWSER);
  return Math.max(1, Math.min(os.availableParallelism(), byMemory));
}

/** A headless Chromium with a few demo pages open peaks at about 1 GiB; the host is shared. */
const MEMORY_PER_BROWSER = 1.25 * 2 ** 30;
