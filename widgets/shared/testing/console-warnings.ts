import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { on } from '../../../core/bus';
import { resetLogOnce } from '../../../core/log';
import type { RoveProblem } from '../../../core/problem';

/** What a test file reads of the console's warnings. */
export interface Warnings {
  /** The current test's console.warn spy. */
  readonly spy: MockInstance<typeof console.warn>;
  /** The first argument of each warning the test gave, as text. */
  lines(): string[];
  /** The calls that are the SDK's own log lines (`[rove] …`), with all their arguments. */
  roveCalls(): unknown[][];
}

/**
 * console.warn silenced and recorded for each test of the file, with once-only logs forgotten so
 * that each test hears its own.
 *
 * @example const warnings = silenceWarnings(); … expect(warnings.lines()).toEqual([]);
 */
export function silenceWarnings(): Warnings {
  let spy: MockInstance<typeof console.warn> | undefined;
  beforeEach(() => {
    resetLogOnce();
    spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => spy?.mockRestore());
  const current = () => {
    if (!spy) throw new Error('silenceWarnings: read during a test');
    return spy;
  };
  return {
    get spy() {
      return current();
    },
    lines: () => current().mock.calls.map((call) => String(call[0])),
    roveCalls: () => current().mock.calls.filter((call) => String(call[0]).startsWith('[rove]')),
  };
}

/**
 * The `problem` events (docs/monitoring.md) each test of the file emitted, in order: the array
 * is emptied before each test.
 *
 * @example const problems = hearProblems(); … expect(problems).toMatchObject([{ vendor: 'klarna' }]);
 */
export function hearProblems(): RoveProblem[] {
  const heard: RoveProblem[] = [];
  let stop = () => {};
  beforeEach(() => {
    heard.length = 0;
    stop = on('problem', (problem) => heard.push(problem));
  });
  afterEach(() => stop());
  return heard;
}
