import type { Page } from 'playwright-core';
import type { BenchSession } from '../session';
import { recordEventTiming, type EventTimingRecorder } from './event-timing';
import { holdNextNavigation } from './hold-navigation';
import type { Scenario, ScenarioStep } from './scenarios';
import { type InteractionSample } from './summary';

/** The page is interactive long before this; a load this slow is a broken run. */
const READY_LIMIT_MS = 30_000;

/** Each measured step's samples of one run, by the step's name (a name may repeat: each key). */
export type RunSamples = Map<string, InteractionSample[]>;

/**
 * Until the step's event entries can have arrived: Event Timing reports an entry after the paint
 * that ends it, to observers in a later task. Two frames and a pause on the page; rejects when
 * the page is gone.
 */
function untilEntriesReported(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
      ),
  );
}

/** Then a pause in Node: the entries' reports to Node are on their way. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** One measured step: its worst event duration (0: under the threshold), or undefined if nothing changed. */
async function measureStep(
  page: Page,
  events: EventTimingRecorder,
  step: ScenarioStep,
): Promise<InteractionSample> {
  const mark = await events.mark();
  // A step that leaves the page is read on the page it leaves, before it goes (hold-navigation.ts).
  const navigation = step.leavesPage ? await holdNextNavigation(page) : undefined;
  try {
    const chosen = await step.act(page);
    await step.shown(page, chosen ?? undefined);
    await (navigation ? navigation.released() : untilEntriesReported(page));
  } finally {
    await navigation?.dispose();
  }
  await pause();
  return Math.max(0, ...events.entriesSince(mark).map((entry) => entry.duration));
}

/**
 * One run of a scenario on a fresh page (empty cache, no cookies) at the CPU slowdown: every
 * measured step's sample. After a step that fails, the rest of the run cannot be trusted: its
 * measured steps count as unanswered too.
 */
export async function runScenario(
  session: BenchSession,
  scenario: Scenario,
  cpuThrottle: number,
): Promise<RunSamples> {
  const samples: RunSamples = new Map();
  const add = (name: string, sample: InteractionSample) =>
    samples.set(name, [...(samples.get(name) ?? []), sample]);
  const { context, page } = await session.freshPage({ cpuThrottle, width: scenario.width });
  let failed = false;
  try {
    await scenario.prepare?.(context, session.origin);
    const events = await recordEventTiming(page);
    await page.goto(scenario.path);
    await Promise.race([
      scenario.ready(page),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('not ready in 30 s')), READY_LIMIT_MS),
      ),
    ]);
    for (const step of scenario.steps) {
      if (failed) {
        if (step.measured) add(step.measured, undefined);
        continue;
      }
      try {
        if (step.measured) add(step.measured, await measureStep(page, events, step));
        else await step.shown(page, (await step.act(page)) ?? undefined);
      } catch (error) {
        failed = true;
        console.log(
          `    ${scenario.name}: ${step.measured ?? 'a step on the way'} — ${firstLine(error)}`,
        );
        if (step.measured) add(step.measured, undefined);
      }
    }
  } catch (error) {
    console.log(`    ${scenario.name}: did not get ready — ${firstLine(error)}`);
    for (const step of scenario.steps) if (step.measured) add(step.measured, undefined);
  } finally {
    await context.close();
  }
  return samples;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];
