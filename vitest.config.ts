import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { cssIncludes } from './build/css-include';

// Unit and component tests run against real React (the authoring library); the same
// component tests are re-run against preact/compat by vitest.compat.config.ts.

const TEST_DIRS = [
  'build',
  'core',
  'widgets',
  'loader',
  'demo-host',
  'scripts',
  'tests/security',
  'tests/faults',
];
const include = TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

/**
 * The test files that ask for a DOM on their first line (`// @vitest-environment happy-dom`).
 * The rest need none: the *.logic.ts, core, build, the demo host (docs/decisions/0003).
 */
function filesNeedingADom(): string[] {
  return TEST_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${dir}/${file}`)
      .filter((file) =>
        /^\/\/ @vitest-environment happy-dom/.test(readFileSync(file, 'utf8').slice(0, 200)),
      ),
  );
}
const domFiles = filesNeedingADom();

export default defineConfig({
  plugins: [cssIncludes()],
  test: {
    // One worker per CPU: Vitest's default leaves one CPU free, which on two is half the machine.
    maxWorkers: availableParallelism(),
    // Room for a busy machine: property tests take 3 s alone and twice that under load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
    // A passing test's logs are by design ([rove] logOnce, vendors' notices; tests that care spy
    // on them): only a failing test's are printed, all of them.
    silent: 'passed-only',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include,
          exclude: [...configDefaults.exclude, ...domFiles],
          // Server renders (react-dom/server) warn too.
          setupFiles: [
            'tests/helpers/react-warnings.ts',
            'tests/helpers/wait-setup.ts',
            'tests/helpers/korean-texts.ts',
          ],
          // Without a DOM there is little for one file to leave behind for the next, so the
          // files of a worker share its modules: 71 s → 28 s for these 200 files, measured.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: domFiles,
          setupFiles: [
            'tests/helpers/dom-setup.ts',
            'tests/helpers/react-warnings.ts',
            'tests/helpers/wait-setup.ts',
          ],
        },
      },
    ],
  },
});
