/**
 * `npm test`: every stage in order, stopping at the first that fails, then each stage's wall
 * time — on the console and in .data/quality/test-stages.md (docs/QUALITY.md) — so a slower
 * stage shows where the time went (issue 23: the whole run within 15 minutes on 2 CPUs).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** npm scripts, in the order they run: the cheap checks first, the browsers last. */
const STAGES = [
  'typecheck',
  'lint',
  'test:unit',
  'lint:package',
  'test:compat',
  'size',
  'test:e2e',
  'test:engines',
  'test:stories',
] as const;

interface StageTime {
  stage: string;
  seconds: number;
  ok: boolean;
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function report(times: readonly StageTime[]): string {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  return [
    '## `npm test` stage times',
    '',
    `Wall time per stage of the last \`npm test\` (${os.cpus().length} CPUs, Node ${process.versions.node}, load average ${os.loadavg()[0]?.toFixed(2)} at the end). Goal: 15:00 in all.`,
    '',
    '| stage | time | result |',
    '|---|---:|---|',
    ...times.map(
      (time) => `| ${time.stage} | ${minutes(time.seconds)} | ${time.ok ? 'passed' : 'failed'} |`,
    ),
    `| **all** | **${minutes(total)}** | ${times.every((time) => time.ok) && times.length === STAGES.length ? 'passed' : 'stopped'} |`,
    '',
  ].join('\n');
}

const times: StageTime[] = [];
let status = 0;
for (const stage of STAGES) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const ok = run.status === 0;
  times.push({ stage, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) {
    status = run.status ?? 1;
    break;
  }
}

const text = report(times);
console.log(`\n${text}`);
try {
  mkdirSync('.data/quality', { recursive: true });
  writeFileSync('.data/quality/test-stages.md', text);
} catch (error) {
  console.warn('[test] could not write .data/quality/test-stages.md', error);
}
process.exit(status);
