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
