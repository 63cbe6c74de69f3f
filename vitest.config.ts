import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and component tests run against real React (the authoring library); the same
// component tests are re-run against preact/compat by vitest.compat.config.ts.
export default defineConfig({
  test: {
    // Node unless a test file says `// @vitest-environment happy-dom`: a DOM per file cost about
    // half a second, and most tests (the *.logic.ts, core, build, the demo host) need none.
    environment: 'node',
    include: [
      '{build,core,widgets,loader,demo-host,scripts}/**/*.test.{ts,tsx}',
      'tests/{security,faults}/**/*.test.{ts,tsx}',
    ],
    // One worker per CPU: Vitest's default leaves one CPU free, which on two is half the machine.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    unstubGlobals: true,
  },
});
