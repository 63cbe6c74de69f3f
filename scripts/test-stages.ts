/**
 * `npm test`: every stage, stopping at the first that fails, then each stage's wall
 * time — on the console and in .data/quality/test-stages.md (docs/QUALITY.md) — so a slower
 * stage shows where the time went (issue 23: the whole run within 15 minutes on 2 CPUs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLAKY_DIR, readFlakyReport } from '../tests/helpers/flaky-reporter';
import { busyPercent, cpuSample, referencePace } from './machine-pace';

/**
 * The stages that must have the machine to themselves, in the order they run, stopping at the
 * first failure: the build first (dist/, which the rest read), then the tests. Stages in one
 * group run side by side: the consumer projects (installs, builds, one Chromium) and the
 * tarball check (1 s, after the build) together leave a CPU free.
 */
const FOREGROUND: readonly (readonly string[])[] = [
  ['lint:package'],
  ['test:unit'],
  ['test:consumers', 'lint:pack'],
  ['test:e2e'],
  ['test:compat'],
  ['test:engines'],
  ['test:stories'],
];

/**
 * Checks that wait for no clock — the type check, ESLint and Prettier, the import cycles, the
 * host contract, the size report (a React build, brotli) — run at the lowest CPU priority
 * (`nice -n 19`) beside the unit, consumer and e2e stages, one lane per CPU: they take only
 * the CPU time those stages leave idle while pages load and replies arrive (about a fifth of
 * two CPUs in e2e), so the tests keep their pace and the checks cost no wall time of their own
 * (docs/decisions/0087). They start once the build has written dist/ and must be done before
 * BACKGROUND_UNTIL starts; a failing one stops the run at once, as a failing test does.
 */
const BACKGROUND: readonly string[] = ['typecheck', 'lint', 'size', 'lint:contract', 'lint:cycles'];
const BACKGROUND_AFTER = 'lint:package';
const BACKGROUND_UNTIL = 'test:compat';
const STAGE_COUNT = FOREGROUND.flat().length + BACKGROUND.length;

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
  /** Ended because another stage failed, not by its own failure. */
  stopped: boolean;
  /** Ran in the background, at the lowest priority, beside the foreground stages. */
  beside: boolean;
  /** How busy the machine's CPUs were while the stage ran (with whatever ran beside it). */
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
    `Wall time per stage of the last ${slowed ? `slowed run, on ${slowed}` : '`npm test`'} (${os.availableParallelism()} of ${os.cpus().length} CPUs, Node ${process.versions.node}, load average ${os.loadavg()[0]?.toFixed(2)} at the end; SHA-256 of 256 MiB in ${pace} ms on one CPU before the run, the machine's pace that day: lower is faster). "CPUs busy" is the share of the machine's CPU time in use while a stage ran: near 100 %, more workers would not make it faster. The checks marked "beside" ran at the lowest CPU priority beside the unit, consumer and e2e stages, on the CPU time those left idle, so their times overlap the others' and "all" is the whole run's wall time. ${slowed ? 'A proof that the suite holds on a slower machine, not a goal.' : 'Goal: 15:00 in all.'} A test that failed and passed on its one retry is counted as flaky below.`,
    '',
    '| stage | time | CPUs busy | result |',
    '|---|---:|---:|---|',
    ...[...times.filter((time) => !time.beside), ...times.filter((time) => time.beside)].map(
      (time) =>
        `| ${time.stage}${time.beside ? ' (beside)' : ''} | ${minutes(time.seconds)} | ${percent(time.cpuBusy)} | ${time.ok ? 'passed' : time.stopped ? 'stopped' : 'failed'}${time.flaky.length ? `, ${time.flaky.length} flaky` : ''} |`,
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

/** Every stage still running, so that a failure (or Ctrl-C) stops them all at once. */
const running = new Set<ChildProcess>();
/** Set by the first failing stage (or Ctrl-C): nothing new starts, what runs is stopped. */
let failing = false;

/**
 * Each stage leads its own process group (npm, its shell, the test runner, the browsers). They
 * get SIGINT, as from a terminal's Ctrl-C: Playwright then stops the demo host it started in a
 * session of its own, which SIGTERM left running on its port. What still runs 15 s later is
 * killed.
 */
function stopAll(): void {
  const signal = (name: NodeJS.Signals) => {
    for (const child of running) {
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // Already gone.
      }
    }
  };
  signal('SIGINT');
  setTimeout(() => signal('SIGKILL'), 15_000).unref();
}

function fail(): void {
  if (failing) return;
  failing = true;
  stopAll();
}

// The stages run in sessions of their own, so a terminal's Ctrl-C reaches only this process.
process.on('SIGINT', fail);

/**
 * Runs one npm script in a process group of its own. Alone, it prints as it goes; beside
 * others, its output is held and printed whole when it ends, so two stages' lines never
 * interleave — in the background, only when it failed (a passing check gets one line).
 */
function runStage(stage: string, how: { alone: boolean; beside: boolean }): Promise<StageTime> {
  const started = performance.now();
  const startedAt = Date.now();
  const cpuBefore = cpuSample();
  const [command, args] = how.beside
    ? ['nice', ['-n', '19', 'npm', 'run', stage]]
    : ['npm', ['run', stage]];
  return new Promise((resolve) => {
    const output = how.alone ? 'inherit' : 'pipe';
    const child = spawn(command, args, { stdio: ['ignore', output, output], detached: true });
    running.add(child);
    if (how.beside) lowerAutogroup(child);
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    let finished = false;
    const done = (code: number | null) => {
      if (finished) return;
      finished = true;
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const stopped = code !== 0 && failing;
      if (!how.alone && !(how.beside && (code === 0 || stopped)))
        process.stdout.write(Buffer.concat(held));
      if (how.beside)
        console.log(
          `[test] ${stage} (beside) ${code === 0 ? 'passed' : stopped ? 'stopped' : 'FAILED'} in ${minutes(seconds)}`,
        );
      resolve({
        stage,
        seconds,
        ok: code === 0,
        stopped,
        beside: how.beside,
        flaky: flakyOf(stage, startedAt),
        cpuBusy: busyPercent(cpuBefore, cpuSample()),
      });
    };
    child.on('error', () => done(1));
    child.on('close', done);
  });
}

/**
 * A stage leads its own session, and where Linux groups each session's CPU time (autogroup, on
 * by default) a process's nice value weighs only against its own session: the checks beside
 * the unit stage slowed it from 2:48 to 4:18 with `nice` alone. The session's own nice value
 * puts the whole check below the tests; without autogroup (or /proc) `nice` does it.
 */
function lowerAutogroup(child: ChildProcess): void {
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, '19');
  } catch {
    // No autogroup here: `nice -n 19` alone orders the CPUs' time.
  }
}

/** The background checks, one lane per CPU, each lane taking the next check when one ends. */
async function runBeside(stages: readonly string[], onResult: (time: StageTime) => void) {
  const queue = [...stages];
  const lane = async () => {
    for (let stage = queue.shift(); stage && !failing; stage = queue.shift()) {
      const result = await runStage(stage, { alone: false, beside: true });
      onResult(result);
      if (!result.ok) fail();
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, lane));
}

/** The machine's CPU time when the first stage started, for the whole run's share. */
let runSample = cpuSample();

async function runAll(): Promise<void> {
  const pace = referencePace();
  const times: StageTime[] = [];
  const runStarted = performance.now();
  runSample = cpuSample();
  let background: Promise<void> | undefined;
  for (const group of FOREGROUND) {
    if (group.includes(BACKGROUND_UNTIL)) await background;
    if (failing) break;
    const results = await Promise.all(
      group.map((stage) => runStage(stage, { alone: group.length === 1, beside: false })),
    );
    times.push(...results);
    if (results.some((result) => !result.ok)) fail();
    if (failing) break;
    if (group.includes(BACKGROUND_AFTER))
      background = runBeside(BACKGROUND, (result) => times.push(result));
  }
  // After a failure the background checks were stopped; their lines belong in the table.
  await background;
  const status = failing ? 1 : 0;

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
