import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { resetSettings } from '../../../core/settings/settings';

/**
 * The page an element test file runs on: the tags defined once for the file; before each test
 * the settings are read afresh (a test prints its own) and once-only logs may log again; after
 * each the body is emptied and the clock is real again (for a test that faked it). A file adds
 * its own hooks for what else it touches.
 *
 * @example setUpElementTests({ 'rove-country': createCountryElement });
 */
export function setUpElementTests(elements: Record<string, () => CustomElementConstructor>): void {
  beforeAll(() => {
    for (const [tag, create] of Object.entries(elements)) customElements.define(tag, create());
  });
  beforeEach(() => {
    resetSettings();
    resetLogOnce();
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });
}

/**
 * `<tag>` with its attributes and the server's fallback inside, alone in the body: built
 * before it connects, like a parsed server page (happy-dom would connect an element parsed
 * from innerHTML before parsing its children).
 *
 * @example mountOnServerPage('rove-membership', { mode: 'pdp' }, Object.assign(document.createElement('p'), { textContent: 'Become a member' }))
 */
export function mountOnServerPage(
  tag: string,
  attributes: Readonly<Record<string, string>>,
  ...fallback: Node[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...fallback);
  document.body.replaceChildren(element);
  return element;
}
