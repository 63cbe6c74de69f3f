import { format } from 'node:util';
import { afterAll, afterEach, vi } from 'vitest';

/**
 * Fails the test in which React warns — an update outside act(…), a list without keys, a
 * setState while another component renders, any of React's development warnings — with the
 * warning in the failure. Printed among passing tests, 2 000 of them went unread (issue 60).
 *
 * A warning is a console.error or console.warn call made by React's own code (its stack), or,
 * when a test's `vi.spyOn(console, 'error').mockImplementation(…)` swallowed the call before it
 * got here, one whose text is React's. Errors React merely reports (a boundary caught one, a
 * hydration recovered) are not warnings: tests provoke those on purpose.
 */

type Method = 'error' | 'warn';
const METHODS: readonly Method[] = ['error', 'warn'];

/** Frames of this guard and of Vitest's spies, which sit between React and the guard. */
const OWN_FRAME = /react-warnings\.ts|[\\/]node_modules[\\/](?:@vitest[\\/]spy|tinyspy)[\\/]/;
const REACT_FRAME = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|preact)[\\/]/;
const ERROR_REPORT = /\bdefaultOn(?:Caught|Uncaught|Recoverable)Error\b/;
/** React's warnings by their text, for the calls a test's spy kept from the guard. */
const REACT_TEXT =
  /not wrapped in act\(|not configured to support act\(|unique "key" prop|two children with the same key|while rendering a different component|react\.dev\/link\/(?!error-boundaries)/;

/**
 * Each distinct warning and the frames outside node_modules that led to it the first time
 * (none when a spy swallowed it). On globalThis: the node project's files share a worker's
 * globals, and the guard is installed once per console.
 */
const STORE = Symbol.for('rove.test.reactWarnings');
const GUARD = Symbol.for('rove.test.reactWarningGuard');
type Store = Map<string, string[]>;
const warnings: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE] ??= new Map());

function record(args: readonly unknown[], frames: readonly string[] = []) {
  const message = format(...args);
  if (!warnings.has(message))
    warnings.set(
      message,
      frames.filter((frame) => !OWN_FRAME.test(frame) && !frame.includes('node_modules')),
    );
}

function fromReact(frames: readonly string[]): boolean {
  const caller = frames.find((frame) => !OWN_FRAME.test(frame));
  return (
    caller !== undefined &&
    REACT_FRAME.test(caller) &&
    !frames.some((frame) => ERROR_REPORT.test(frame))
  );
}

const reactText = (args: readonly unknown[]) =>
  !(args[0] instanceof Error) && REACT_TEXT.test(format(...args));

for (const method of METHODS) {
  const original = console[method] as ((...args: unknown[]) => void) & { [GUARD]?: true };
  if (original[GUARD]) continue;
  console[method] = Object.assign(
    function (this: unknown, ...args: unknown[]) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60; // deep enough to reach the test's frames under React's
      const frames = (new Error().stack ?? '').split('\n').slice(1);
      Error.stackTraceLimit = limit;
      if (fromReact(frames) || reactText(args)) record(args, frames);
      original.apply(this, args);
    },
    { [GUARD]: true as const },
  );
}

function failOnWarnings(where: string) {
  if (warnings.size === 0) return;
  const found = [...warnings];
  warnings.clear();
  const error = new Error(
    `React warned ${where} (${found.length} distinct): fix the cause, e.g. wrap the update ` +
      `in act(…) or wait with findBy…/waitFor.\n\n${found.map(([text]) => text).join('\n\n---\n\n')}`,
  );
  // The stack shown is the first warning's: where the test set off the update.
  const frames = found.find(([, stack]) => stack.length > 0)?.[1];
  if (frames) error.stack = `Error: ${error.message}\n${frames.join('\n')}`;
  throw error;
}

afterEach(() => {
  for (const method of METHODS) {
    const current = console[method];
    if (vi.isMockFunction(current))
      for (const args of current.mock.calls) if (reactText(args)) record(args);
  }
  failOnWarnings('during this test');
});

// A warning after the file's last test, or in its beforeAll/afterAll.
afterAll(() => failOnWarnings('outside the tests of this file'));
