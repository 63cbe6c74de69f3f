/**
 * The SDK's longest task during load at 4× CPU, phone width, for one or more builds side by
 * side in one run (issue 22: none over 50 ms) — the "before and now" of a change:
 *
 *   npx tsx scripts/bench/sdk-tasks-versus.ts                      # dist/ only
 *   ROVE_DISTS=/tmp/dist-before,dist npx tsx scripts/bench/sdk-tasks-versus.ts /,/cart -v
 *
 * Each build gets its own demo host; the loads alternate between them, three per page. `-v`
 * prints what ran in every SDK task over 45 ms (sdk-tasks.ts).
 */
import { BENCH_PAGES } from './page-load';
import { traceSdkTasks } from './sdk-tasks';
import { openBenchSession } from './session';

const dists = (process.env['ROVE_DISTS'] ?? 'dist').split(',');
const only = process.argv
  .slice(2)
  .find((arg) => arg.startsWith('/'))
  ?.split(',');
const verbose = process.argv.includes('-v');
const PAGES = [
  ...BENCH_PAGES,
  { name: 'search results', path: '/search/products/sofa' },
  { name: 'cart', path: '/cart' },
];

const sessions = await Promise.all(dists.map((dist, i) => openBenchSession(dist, 4480 + i)));
try {
  for (const { name, path } of PAGES) {
    if (only && !only.includes(path)) continue;
    const longest: number[][] = dists.map(() => []);
    for (let run = 0; run < 3; run += 1) {
      for (const [i, session] of sessions.entries()) {
        const { context, page } = await session.freshPage({ cpuThrottle: 4, width: 390 });
        const tasks = await traceSdkTasks(session.browser, page, async () => {
          await page.goto(path, { waitUntil: 'load' });
          await page.waitForFunction(() => 'Rove' in window, undefined, { timeout: 30_000 });
          await page.waitForTimeout(2500);
        });
        const ours = tasks.filter((task) => task.sdkMs >= task.durationMs / 2);
        longest[i]?.push(Math.max(0, ...ours.map((task) => task.durationMs)));
        if (verbose)
          for (const task of ours.filter((t) => t.durationMs > 45))
            console.log(
              `   ${dists[i]} @${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms\n      ${task.top.join('\n      ')}`,
            );
        await context.close();
      }
    }
    const cells = dists.map(
      (dist, i) => `${dist} ${(longest[i] ?? []).map((ms) => ms.toFixed(0)).join('/')} ms`,
    );
    console.log(`${name} (${path}): ${cells.join('  |  ')}`);
  }
} finally {
  for (const session of sessions) await session.close();
}
