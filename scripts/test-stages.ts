/**
 * `npm test`: every stage in order, stopping at the first that fails, then each stage's wall
 * time — on the console and in .data/quality/test-stages.md (docs/QUALITY.md) — so a slower
 * stage shows where the time went (issue 23: the whole run within 15 minutes on 2 CPUs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLAKY_DIR, readFlakyReport } from '../tests/helpers/flaky-reporter';
import { busyPercent, cpuSample, referencePace } from './machine-pace';

/**
 * npm scripts, in the order they run: the cheap checks first, the browsers last. Stages in one
 * group run side by side where neither fills the two CPUs alone: the type check and ESLint use
 * one each (the import-cycle check beside them takes two seconds); the compat tests left 30 % of
 * them idle and the size report (builds, brotli) 37 % (docs/decisions/0003). The host-contract
 * guard (about 5 s, one CPU) runs beside lint:package, whose build leaves the other free; the
 * tarball check (1 s) beside the consumer projects, both after that build: they read dist/, as
 * the size report does.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['typecheck', 'lint', 'lint:cycles'],
  ['test:unit'],
  ['lint:package', 'lint:contract'],
  ['test:consumers', 'lint:pack'],
  ['test:compat', 'size'],
  ['test:e2e'],
  ['test:engines'],
  ['test:stories'],
];
const STAGE_COUNT = GROUPS.flat().length;

/**
 * The flaky reports (tests/helpers/flaky-reporter.ts) by stage: the Playwright suites', and the
 * engines suite's, one per engine (tests/engines/describe-journeys.ts).
 */
const FLAKY_SUITES: Readonly<Record<string, readonly string[]>> = {
  'test:e2e': ['e2e'],
  'test:stories': ['stories'],
  'test:engines': ['engines-firefox-esr', 'engines-webkitgtk'],
};

interface StageTime {
  stage: string;
  seconds: number;
  ok: boolean;
  /** Tests that failed once and passed on their retry in this stage. */
  flaky: readonly string[];
  /** How busy the machine's CPUs were while the stage ran (its group's, for grouped stages). */
  cpuBusy: number | undefined;
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function report(times: readonly StageTime[], wall: number, pace: number): string {
  const slowed = process.env['ROVE_SLOWED'];
  const flaky = times.flatMap((time) => time.flaky.map((name) => `- ${time.stage}: ${name}`));
  return [
    slowed ? '## `npm run test:slow` stage times' : '## `npm test` stage times',
    '',
    `Wall time per stage of the last ${slowed ? `slowed run, on ${slowed}` : '`npm test`'} (${os.availableParallelism()} of ${os.cpus().length} CPUs, Node ${process.versions.node}, load average ${os.loadavg()[0]?.toFixed(2)} at the end; SHA-256 of 256 MiB in ${pace} ms on one CPU before the run, the machine's pace that day: lower is faster). "CPUs busy" is the share of the machine's CPU time in use while a stage ran: near 100 %, more workers would not make it faster. Stages in one group (type check, lint and import cycles; compat and size) run side by side, so "all" is the whole run's wall time. ${slowed ? 'A proof that the suite holds on a slower machine, not a goal.' : 'Goal: 15:00 in all.'} A test that failed and passed on its one retry is counted as flaky below.`,
    '',
    '| stage | time | CPUs busy | result |',
    '|---|---:|---:|---|',
    ...times.map(
      (time) =>
        `| ${time.stage} | ${minutes(time.seconds)} | ${percent(time.cpuBusy)} | ${time.ok ? 'passed' : 'failed'}${time.flaky.length ? `, ${time.flaky.length} flaky` : ''} |`,
    ),
    `| **all** | **${minutes(wall)}** | ${percent(busyPercent(runSample, cpuSample()))} | ${times.every((time) => time.ok) && times.length === STAGE_COUNT ? 'passed' : 'stopped'}${flaky.length ? `, ${flaky.length} flaky` : ''} |`,
    '',
    flaky.length
      ? `Flaky tests (failed once, passed on the retry):\n\n${flaky.join('\n')}\n`
      : 'No flaky test.\n',
  ].join('\n');
}

function percent(value: number | undefined): string {
  return value === undefined ? '—' : `${value} %`;
}

/** The flaky tests a stage's suites reported, if their reports were written during this stage. */
function flakyOf(stage: string, started: number): string[] {
  return (FLAKY_SUITES[stage] ?? []).flatMap((suite) => {
    try {
      if (statSync(path.join(FLAKY_DIR, `${suite}.json`)).mtimeMs < started) return [];
    } catch {
      return [];
    }
    return readFlakyReport(suite)?.flaky ?? [];
  });
}

/**
 * Runs one npm script. Alone, it prints as it goes; beside others, its output is held and
 * printed whole when it ends, so two stages' lines never interleave.
 */
function runStage(stage: string, alone: boolean): Promise<StageTime> {
  const started = performance.now();
  const startedAt = Date.now();
  const cpuBefore = cpuSample();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: alone ? 'inherit' : 'pipe' });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    const done = (code: number | null) => {
      if (!alone) process.stdout.write(Buffer.concat(held));
      resolve({
        stage,
        seconds: (performance.now() - started) / 1000,
        ok: code === 0,
        flaky: flakyOf(stage, startedAt),
        cpuBusy: busyPercent(cpuBefore, cpuSample()),
      });
    };
    child.on('error', () => done(1));
    child.on('close', done);
  });
}

/** The machine's CPU time when the first stage started, for the whole run's share. */
let runSample = cpuSample();

async function runAll(): Promise<void> {
  const pace = referencePace();
  const times: StageTime[] = [];
  const runStarted = performance.now();
  runSample = cpuSample();
  let status = 0;
  for (const group of GROUPS) {
    const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
    times.push(...results);
    if (results.some((result) => !result.ok)) {
      status = 1;
      break;
    }
  }

  const text = report(times, (performance.now() - runStarted) / 1000, pace);
  console.log(`\n${text}`);
  const fragment = process.env['ROVE_SLOWED'] ? 'test-stages-slow' : 'test-stages';
  try {
    mkdirSync('.data/quality', { recursive: true });
    writeFileSync(`.data/quality/${fragment}.md`, text);
  } catch (error) {
    console.warn(`[test] could not write .data/quality/${fragment}.md`, error);
  }
  process.exit(status);
}

/**
 * `--slow` (`npm run test:slow`): the whole suite pinned to one CPU with `taskset`, as on a
 * slower day — every pool sizes itself to the CPUs it may use (tests/helpers/machine.ts), so
 * this is half the machine for everything. Not part of `npm test`; its table is written beside
 * the normal one (docs/decisions/0080).
 */
const SLOW = process.argv.includes('--slow');
if (SLOW && !process.env['ROVE_SLOWED']) {
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, ROVE_SLOWED: 'one CPU (taskset -c 0)' },
    },
  );
  child.on('error', (error) => {
    console.error('[test] --slow needs taskset (util-linux):', error.message);
    process.exit(1);
  });
  child.on('close', (code) => process.exit(code ?? 1));
} else {
  await runAll();
}
