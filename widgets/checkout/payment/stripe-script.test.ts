// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { resetVendorScripts } from '../../../core/vendor-script';
import { addStripeScript, STRIPE_JS_URL } from './stripe-script';

afterEach(resetVendorScripts);

/**
 * A page without Stripe.js, whose head only records what is appended: happy-dom would try to
 * load a connected script tag (and refuse it noisily); what the tag says is what matters.
 */
function pageWithoutStripe(existing: string[] = []) {
  const appended: HTMLScriptElement[] = [];
  const doc = {
    defaultView: {},
    createElement: (tag: string) => document.createElement(tag),
    querySelectorAll: () => appended,
    addEventListener: () => {},
    removeEventListener: () => {},
    querySelector: (selector: string) =>
      selector.startsWith('script[src^="https://js.stripe.com/"]') &&
      [...existing, ...appended.map((script) => script.src)].some((src) =>
        src.startsWith('https://js.stripe.com/'),
      )
        ? {}
        : null,
    head: { append: (script: HTMLScriptElement) => appended.push(script) },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('addStripeScript', () => {
  it('adds Stripe.js once, at the version @stripe/stripe-js expects', () => {
    const { doc, appended } = pageWithoutStripe();
    void addStripeScript(doc);
    void addStripeScript(doc);
    expect(appended.map((script) => script.src)).toEqual([STRIPE_JS_URL]);
    expect(STRIPE_JS_URL).toMatch(/^https:\/\/js\.stripe\.com\//);
  });

  it('leaves a page that already has a Stripe.js tag, or window.Stripe, alone', async () => {
    const tagged = pageWithoutStripe(['https://js.stripe.com/v3/']);
    await expect(addStripeScript(tagged.doc)).resolves.toBe(true);
    expect(tagged.appended).toEqual([]);
    const loaded = pageWithoutStripe();
    (loaded.doc as unknown as { defaultView: object }).defaultView = { Stripe: () => undefined };
    await expect(addStripeScript(loaded.doc)).resolves.toBe(true);
    expect(loaded.appended).toEqual([]);
  });
});
