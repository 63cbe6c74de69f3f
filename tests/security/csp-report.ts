/**
 * The strict-CSP report (.data/quality/csp.md): each test that loads pages under the strict
 * policy saves its results as one shard file; the last of this run's shards writes the table.
 * The shards: one per part of the page sweep (tests/a11y/pages.spec.ts), which visits every
 * /demo page under the policy, and one for the interactions (csp.spec.ts).
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFileWhole } from '../helpers/quality-report';
import { expect } from '@playwright/test';
import { isOurs, type Violation } from './strict-csp';

/** The parts the page sweep is split into (one shard each). */
export const PAGE_SWEEP_PARTS = 8;
const SHARDS = PAGE_SWEEP_PARTS + 1;
const SHARD_DIR = '.data/quality/csp-shards';

export interface PageResult {
  url: string;
  strict: boolean;
  ours: Violation[];
  others: Violation[];
}

/** One page's result: its violations split into the SDK's own (under /rove/) and the page's. */
export function pageResult(
  url: string,
  strict: boolean,
  violations: readonly Violation[],
  baseURL: string,
): PageResult {
  return {
    url,
    strict,
    ours: violations.filter((violation) => isOurs(violation, baseURL)),
    others: violations.filter((violation) => !isOurs(violation, baseURL)),
  };
}

export function saveShard(name: string, results: PageResult[]): void {
  mkdirSync(SHARD_DIR, { recursive: true });
  writeFileWhole(`${SHARD_DIR}/${name}.json`, JSON.stringify(results));
  writeReportIfComplete();
}

/**
 * The docs fragment, from the shards of this run (the parallel tests write one file each; the
 * last one to finish writes the table). Files older than ten minutes belong to an earlier run.
 */
function writeReportIfComplete(): void {
  const fresh = readdirSync(SHARD_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${SHARD_DIR}/${file}`)
    .filter((file) => Date.now() - statSync(file).mtimeMs < 10 * 60_000);
  if (fresh.length < SHARDS) return;
  const results = fresh.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as PageResult[]);
  const ours = results.reduce((sum, result) => sum + result.ours.length, 0);
  const others = results.flatMap((result) => result.others);
  const byDirective = new Map<string, number>();
  for (const violation of others) {
    const key = `${violation.directive} (${violation.sourceFile || violation.blockedURI})`;
    byDirective.set(key, (byDirective.get(key) ?? 0) + 1);
  }
  writeFileWhole(
    '.data/quality/csp.md',
    [
      '## Strict CSP',
      '',
      "Every page of the /demo index (and the interactions that reach the SDK's HTML sinks) was loaded in Chromium under `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types rove rove-classic` with the loader included twice, and every `securitypolicyviolation` event collected.",
      '',
      '```sh',
      'npm run build && npx playwright test tests/security/csp.spec.ts tests/a11y/pages.spec.ts',
      '```',
      '',
      '| Pages and interactions | Served with the strict policy | Violations by the SDK | Other violations |',
      '|---:|---:|---:|---:|',
      `| ${results.length} | ${results.filter((result) => result.strict).length} | ${ours} | ${others.length} |`,
      '',
      ...(byDirective.size > 0
        ? [
            '| Other violation (directive, source) | Count |',
            '|---|---:|',
            ...[...byDirective].map(([key, count]) => `| ${key} | ${count} |`),
            '',
          ]
        : []),
    ].join('\n'),
  );
}

export function expectCspClean(results: PageResult[]): void {
  expect(results.filter((result) => !result.strict).map((result) => result.url)).toEqual([]);
  expect(results.flatMap((result) => result.ours)).toEqual([]);
}
