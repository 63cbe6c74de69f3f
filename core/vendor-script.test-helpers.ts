import { vi } from 'vitest';

/**
 * happy-dom runs no script: the `<script>`s the code under test appends to the head are kept
 * (detached) and "run" here one after another, as the browser's one thread would — `simulate`
 * imports the demo host's simulation of the vendor's script afresh (with `document.currentScript`
 * set to the tag) and the tag then fires load, or error when `simulate` returns false.
 *
 * @example const appended = runAppendedScripts(() => import('…/affirm.js')); await settled();
 */
export function runAppendedScripts(
  simulate: (script: HTMLScriptElement) => Promise<unknown> | false,
) {
  const appended: HTMLScriptElement[] = [];
  let running = Promise.resolve();
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      appended.push(node);
      running = running.then(async () => {
        Object.defineProperty(document, 'currentScript', { value: node, configurable: true });
        vi.resetModules();
        const ran = simulate(node);
        if (ran) await ran;
        Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
        node.dispatchEvent(new Event(ran ? 'load' : 'error'));
      });
    }
  });
  return { appended, settled: () => running };
}
