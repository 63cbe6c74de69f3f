import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EngineDriver } from './driver';
import { demoHostClient } from './journey';
import { JOURNEYS } from './journeys';
import { expectHookHears, pageErrors } from './page-errors';
import { writeEngineQuality, type JourneyOutcome } from './quality-part';

/**
 * Every journey in one engine: one browser session for the file, a new visitor per journey, and
 * after each, no error recorded by the page (demo-host/public/test-error-hook.js).
 */
export function describeJourneys(
  engine: string,
  launch: (baseUrl: string) => Promise<EngineDriver>,
) {
  describe(engine, () => {
    const host = demoHostClient(inject('enginesBaseUrl'));
    let driver: EngineDriver;
    const outcomes: JourneyOutcome[] = [];

    beforeAll(async () => {
      driver = await launch(host.baseUrl);
      console.info(`[engines] ${driver.label}`);
    });
    afterAll(async () => {
      if (!driver) return;
      writeEngineQuality(driver.label, outcomes);
      await driver.close();
    });

    it('the error hook hears the page', async () => {
      await driver.newVisitor();
      await expectHookHears(driver);
    });

    for (const journey of JOURNEYS) {
      it(journey.name, async () => {
        const started = performance.now();
        const outcome = { name: journey.name, passed: false, seconds: 0 };
        outcomes.push(outcome);
        await driver.newVisitor();
        try {
          await journey.run({ driver, host });
        } catch (error) {
          // Where the shopper was, and what the page reported, often say why: add them.
          const url = await driver.url().catch(() => 'unknown');
          const errors = await pageErrors(driver).catch(() => []);
          if (error instanceof Error) {
            error.message += `\n\nOn ${url}`;
            if (errors.length > 0) error.message += `; the page reported:\n${errors.join('\n')}`;
          }
          throw error;
        } finally {
          outcome.seconds = (performance.now() - started) / 1000;
        }
        expect(await pageErrors(driver)).toEqual([]);
        outcome.passed = true;
      });
    }
  });
}
