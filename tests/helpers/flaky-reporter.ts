/**
 * Counts flaky tests instead of hiding them (docs/decisions/0080). The Playwright suites retry a
 * failed test once; a test that then passes is "flaky": this reporter lists it on the console
 * and in `.data/quality/flaky/<suite>.json`, which `npm test`'s stage table and docs/QUALITY.md
 * read. A test flaky in this run and in the suite's previous run fails the run: twice in a row
 * is a defect to find, not noise.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

export const FLAKY_DIR = '.data/quality/flaky';

export interface FlakyReport {
  /** The flaky tests' full titles (file › describe › test). */
  flaky: string[];
  /** Those also flaky in the previous run: they failed it. */
  again: string[];
}

/** The report a suite's last run left, or none. */
export function readFlakyReport(suite: string): FlakyReport | undefined {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(FLAKY_DIR, `${suite}.json`), 'utf8'),
    ) as Partial<FlakyReport>;
    return { flaky: parsed.flaky ?? [], again: parsed.again ?? [] };
  } catch {
    return undefined;
  }
}

/**
 * Writes a suite's flaky tests and answers those that were flaky in its previous run too (the
 * run fails for them). For the Playwright suites (the reporter below) and the engines suite
 * (tests/engines/describe-journeys.ts).
 */
export function writeFlakyReport(suite: string, flaky: readonly string[]): string[] {
  const previous = new Set(readFlakyReport(suite)?.flaky ?? []);
  const again = flaky.filter((name) => previous.has(name));
  try {
    mkdirSync(FLAKY_DIR, { recursive: true });
    writeFileSync(
      path.join(FLAKY_DIR, `${suite}.json`),
      JSON.stringify({ flaky: [...flaky], again } satisfies FlakyReport, null, 2),
    );
  } catch (error) {
    console.warn(`[test] could not write the flaky report of ${suite}`, error);
  }
  return again;
}

function title(test: TestCase): string {
  const [, , file, ...rest] = test.titlePath();
  return [file, ...rest].filter(Boolean).join(' › ');
}

export default class FlakyReporter implements Reporter {
  private readonly suite: string;
  private root: Suite | undefined;

  constructor({ suite }: { suite: string }) {
    this.suite = suite;
  }

  onBegin(_config: unknown, root: Suite): void {
    this.root = root;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const flaky = (this.root?.allTests() ?? [])
      .filter((test) => test.outcome() === 'flaky')
      .map(title);
    const again = writeFlakyReport(this.suite, flaky);
    if (flaky.length === 0) return undefined;
    console.log(`\n${flaky.length} flaky (failed, then passed on its retry):`);
    for (const name of flaky) console.log(`  ${again.includes(name) ? '✘ again:' : '~'} ${name}`);
    if (again.length === 0) return undefined;
    console.log(`${again.length} flaky in the previous run too: the run fails.`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
