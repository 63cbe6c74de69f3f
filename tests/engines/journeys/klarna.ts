import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { countOf } from '../page-reads';

/**
 * What the placement shows: Klarna renders into a div it adds to <klarna-placement>, inside
 * that div's shadow root (the stand-in's is open), so the page's text never holds it.
 */
const placementText = (driver: EngineDriver) =>
  driver.evaluate(() => {
    const placement = document.querySelector('rove-financing klarna-placement');
    const host = placement?.querySelector(':scope > div');
    return {
      text: (host?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      amount: placement?.getAttribute('data-purchase-amount') ?? null,
    };
  });

/**
 * Klarna's messaging contract in this engine (docs/vendors/klarna.md): a US product page in the
 * demo's stand-in mode loads Klarna's web SDK stand-in (tests/vendors/stand-ins/klarna/), which
 * is ready only after its load event and says so through `KlarnaSDKCallback`; the SDK then
 * renders its placement, whose text Klarna's stand-in writes for the price in minor units.
 */
export const klarnaMessaging: Journey = {
  name: 'Klarna messaging: the web SDK announced after its load event renders our placement',
  async run({ driver }) {
    await driver.goto('/product/demo-financing?vendors=stand-in');
    await expect
      .poll(() => placementText(driver))
      .toMatchObject({
        text: expect.stringMatching(/^4 interest-free payments of \$[\d,.]+\. Learn more$/),
      });
    expect(await countOf(driver, 'script[src$="/stand-ins/klarna/web-sdk.js"]')).toBe(1);
    const { amount } = await placementText(driver);
    const rendered = await driver.evaluate(
      () =>
        (
          window as unknown as {
            __klarnaStandIn?: { messaging?: { rendered: { amount: number }[] } };
          }
        ).__klarnaStandIn?.messaging?.rendered.at(-1)?.amount ?? null,
    );
    expect(rendered).toBe(Number(amount));
  },
};
