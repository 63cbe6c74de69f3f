import type { BenchSession } from '../session';
import { runScenario } from './runner';
import { SCENARIOS, type Scenario } from './scenarios';
import {
  consoleLine,
  summariseInteraction,
  type InteractionSample,
  type ShopperInteractionResult,
} from './summary';

/**
 * Every shopper interaction (scenarios.ts), `runs` times at each CPU slowdown: the runs
 * interleave the scenarios, so a busy moment of the machine spreads over all of them rather
 * than landing on one. Issue 52's profile is 4× CPU at 390 px.
 */
export async function benchShopperInteractions(
  session: BenchSession,
  {
    runs,
    throttles,
    scenarios = SCENARIOS,
  }: { runs: number; throttles: number[]; scenarios?: readonly Scenario[] },
): Promise<ShopperInteractionResult[]> {
  const results: ShopperInteractionResult[] = [];
  for (const cpuThrottle of throttles) {
    // In the scenarios' order, each row's samples over every run.
    const rows = new Map<string, { path: string; width: number; samples: InteractionSample[] }>();
    for (let run = 1; run <= runs; run += 1) {
      for (const scenario of scenarios) {
        const samples = await runScenario(session, scenario, cpuThrottle);
        for (const [name, taken] of samples) {
          const row = rows.get(name) ?? { path: scenario.path, width: scenario.width, samples: [] };
          row.samples.push(...taken);
          rows.set(name, row);
        }
      }
      console.log(`  run ${run} of ${runs} at ${cpuThrottle}× CPU`);
    }
    for (const [name, { path, width, samples }] of rows) {
      const result = summariseInteraction({ name, path, width, cpuThrottle }, samples);
      console.log(consoleLine(result));
      results.push(result);
    }
  }
  return results;
}
