import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/**
 * Renders into one root per test, synchronously, and unmounts it after each test:
 * createRoot + flushSync rather than testing-library's render, for component tests that also
 * run under preact/compat, where render would load the real react-dom.
 *
 * @example const { show } = flushRenderer(); show(<Modal open … />);
 */
export function flushRenderer(): {
  show: (element: ReactElement) => void;
  unmount: () => void;
} {
  let root: Root | null = null;
  const unmount = () => {
    flushSync(() => root?.unmount());
    root = null;
  };
  afterEach(unmount);
  const show = (element: ReactElement) => {
    if (!root) {
      const container = document.createElement('div');
      document.body.append(container);
      root = createRoot(container);
    }
    const current = root;
    flushSync(() => current.render(element));
  };
  return { show, unmount };
}
