import nodeConsole from 'node:console';
import { configure } from '@testing-library/react';

/**
 * `waitFor` and `findBy*` wait for a state up to this long (Testing Library's default is 1 s).
 * A view that renders in slices, one task each, took longer than 1 s in happy-dom while
 * `npm test` shared the two CPUs with a build and a browser: a passing test waits no longer.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * happy-dom logs what the page does wrong (a script it will not load, a fetch that failed) to the
 * console it was created with: Node's own, from before Vitest intercepts `console`, so those
 * lines printed unattributed even for passing tests. Through Vitest's console they show under
 * their test, and only if it fails. Bound now: a test's spy on console.error is for its code's logs.
 */
if (nodeConsole !== console)
  for (const method of ['debug', 'log', 'info', 'warn', 'error'] as const)
    nodeConsole[method] = console[method].bind(console);
