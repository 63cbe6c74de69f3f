/**
 * Issue 9, "Faults and bad input": every endpoint of the four specification documents × the nine faults
 * (timeout, abort, offline, 500, 404, empty body, malformed JSON, wrong-shape JSON, a slow
 * reply after the element was removed), in Chromium against the production build. One test
 * per endpoint walks its row on one page; the matrix is written to .data/quality/.
 */
import { expect, test } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';
import { ENDPOINTS, UNREACHABLE } from './endpoints';
import { recordRejections } from './fault-kinds';
import { saveRow } from './matrix-report';
import { runRow } from './matrix-runner';

for (const endpoint of ENDPOINTS) {
  test(`${endpoint.name} survives every fault`, async ({ page }) => {
    test.setTimeout(120_000);
    const watch = await watchPage(page);
    await recordRejections(page);
    // The page clock flows normally; the timeout cell moves it past the widget's deadline.
    await page.clock.install();
    const row = await runRow(page, watch, endpoint);
    saveRow(row);
    const failed = Object.entries(row.cells ?? {})
      .filter(([, cell]) => !cell.ok)
      .map(([fault, cell]) => `${fault}: ${cell.note}`);
    expect(failed).toEqual([]);
  });
}

test('endpoints no demo page can reach are listed with the reason', () => {
  for (const endpoint of UNREACHABLE) {
    expect(endpoint.reason).not.toBe('');
    saveRow({ ...endpoint, page: '', stateChanging: false, unreachable: endpoint.reason });
  }
});
