import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EngineDriver } from './driver';
import { demoHostClient } from './journey';
import { JOURNEYS } from './journeys';
import { expectHookHears, pageErrors } from './page-errors';
import { writeEngineQuality, type JourneyOutcome } from './quality-part';
import { writeFlakyReport } from '../helpers/flaky-reporter';

/**
 * The engine's page crashed or hung and its WebDriver session went with it (WebKitGTK's
 * "session deleted because of page crash or hang"): every later step would fail for that alone.
 */
function sessionLost(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NoSuchSessionError' ||
      /session deleted|invalid session id|page crash/i.test(error.message))
  );
}

/** The engines suite's flaky report of one engine (`npm test`'s stage table reads it). */
export const enginesFlakySuite = (engine: string) =>
  `engines-${engine.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

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
    // Journeys run again in a new session after the engine lost its page: counted, never hidden.
    const flaky: string[] = [];
    afterAll(async () => {
      const again = writeFlakyReport(enginesFlakySuite(engine), flaky);
      if (driver) {
        writeEngineQuality(driver.label, outcomes);
        await driver.close().catch(() => undefined);
      }
      if (again.length > 0)
        throw new Error(`flaky in the previous run too (the run fails): ${again.join('; ')}`);
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
        try {
          try {
            await driver.newVisitor();
            await journey.run({ driver, host });
          } catch (error) {
            if (!sessionLost(error)) throw error;
            // A new session, and this journey once more in it: a flaky pass, reported as one.
            const first = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
            console.warn(
              `[engines] ${engine}: the session was lost (${first}); "${journey.name}" runs again in a new one, counted as flaky`,
            );
            flaky.push(`${engine} › ${journey.name}`);
            await driver.close().catch(() => undefined);
            driver = await launch(host.baseUrl);
            await driver.newVisitor();
            await journey.run({ driver, host });
          }
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
