/**
 * `npm run test:consumers` (issue 53, item 3): the packed package installed into three projects a
 * retailer would write — tests/consumers/{vite-react,classic-html,node-server} — each in a fresh
 * temporary folder from its own lockfile, then built, type-checked and run (scripts/consumers/
 * projects.ts). Fails when any of them fails, as a broken `exports`, type or `files` entry makes
 * them (decision 0076). Prints each step's time.
 *
 *   --no-build        pack dist/ as it is, even if a source is newer
 *   --build           build dist/ first, even if it is newer than every source
 *                     (neither: build only when a source changed since the last build — in
 *                     npm test, lint:package has just built it)
 *   --keep            leave the temporary folder for a look
 *   --break-exports   self-test: point the installed copy's exports at missing files; every
 *                     project must then fail (and the run passes only if all of them did)
 *   --only=NAME       one project
 *   --port=N          the port each project's page is served on in turn (default 4516)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { distIsFresh } from './dist-freshness';
import { breakInstalledExports, installProject } from './install-project';
import { packPackage } from './package-tarball';
import { PROJECTS } from './projects';

const ROOT = resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

const breakExports = flag('break-exports');
const only = option('only');
const port = Number(option('port') ?? 4516);
const projects = PROJECTS.filter((project) => !only || project.name === only);
if (projects.length === 0) throw new Error(`no consumer project named ${only}`);

const seconds = (value: number) => `${value.toFixed(1)} s`;
const runStarted = performance.now();
const workDir = mkdtempSync(join(os.tmpdir(), 'rove-consumers-'));

interface Outcome {
  name: string;
  steps: [string, number][];
  error: Error | null;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const outcomes: Outcome[] = [];
try {
  const build = flag('build') || (!flag('no-build') && !distIsFresh(ROOT));
  const tarball = await packPackage(ROOT, workDir, build);
  console.log(
    `consumers: ${tarball.buildSeconds === null ? 'dist/ as built' : `built dist/ in ${seconds(tarball.buildSeconds)}`}, packed ${(tarball.size / 1000).toFixed(1)} kB in ${seconds(tarball.packSeconds)}`,
  );
  for (const project of projects) {
    const outcome: Outcome = { name: project.name, steps: [], error: null };
    outcomes.push(outcome);
    const time = (step: string, value: number) => outcome.steps.push([step, value]);
    try {
      const installed = await installProject(
        join(ROOT, 'tests', 'consumers', project.name),
        join(workDir, project.name),
        tarball.path,
      );
      time('npm ci', installed.ciSeconds);
      time('install sdk', installed.sdkSeconds);
      if (breakExports) breakInstalledExports(installed.dir);
      await project.check({ dir: installed.dir, browser, port, time });
    } catch (error) {
      outcome.error = error instanceof Error ? error : new Error(String(error));
    }
    const steps = outcome.steps.map(([step, value]) => `${step} ${seconds(value)}`).join(', ');
    console.log(`consumers: ${project.name} ${outcome.error ? 'FAILED' : 'passed'} — ${steps}`);
    if (outcome.error) console.error(`  ${outcome.error.message.replaceAll('\n', '\n  ')}`);
  }
} finally {
  await browser.close();
  if (flag('keep')) console.log(`consumers: the projects are kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}

const failed = outcomes.filter((outcome) => outcome.error).map((outcome) => outcome.name);
console.log(`consumers: ${seconds((performance.now() - runStarted) / 1000)} in all`);
if (breakExports) {
  // The self-test passes only when every project noticed the broken exports.
  const unnoticed = outcomes.filter((outcome) => !outcome.error).map((outcome) => outcome.name);
  if (unnoticed.length > 0) {
    console.error(`consumers: broken exports went unnoticed by ${unnoticed.join(', ')}`);
    process.exitCode = 1;
  } else console.log('consumers: every project failed on the broken exports, as it must');
} else if (failed.length > 0) {
  console.error(`consumers: ${failed.join(', ')} failed`);
  process.exitCode = 1;
}
