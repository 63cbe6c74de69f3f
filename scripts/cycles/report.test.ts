import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycleReport } from './report';

// `npm run lint:cycles` on small projects written for each case.

let project = '';

function write(files: Record<string, string>): void {
  project = mkdtempSync(path.join(os.tmpdir(), 'rove-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
}

afterEach(() => rmSync(project, { recursive: true, force: true }));

const TWO_MODULES_IN_A_LOOP = {
  'core/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'core/b.ts': "import type { A } from './types';\nimport { a } from './a';\nexport const b = a;\n",
  'core/types.ts': 'export type A = string;\n',
};

describe('cycleReport', () => {
  it('fails and prints the loop when two modules import each other', () => {
    write(TWO_MODULES_IN_A_LOOP);
    expect(cycleReport(project, ['core'])).toEqual({
      ok: false,
      text: '[rove] 1 import cycle(s) in core:\n  core/a.ts → core/b.ts → core/a.ts',
    });
  });

  it('follows folders, `.js` specifiers and other folders, and marks a type-only loop', () => {
    write({
      'widgets/a.ts': "import type { C } from './c';\nexport type A = C;\n",
      'widgets/c/index.ts': "import type { D } from '../../shared/d.js';\nexport type C = D;\n",
      'shared/d.ts': "import type { A } from '../widgets/a';\nexport type D = A | 1;\n",
    });
    const report = cycleReport(project, ['widgets']);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      'shared/d.ts → (type) widgets/a.ts → (type) widgets/c/index.ts → (type) shared/d.ts   [type-only]',
    );
  });

  it('passes once the loop is broken, whatever tests, styles and packages import', () => {
    write({
      'core/a.ts':
        "import css from './a.css?raw';\nimport { h } from 'preact';\nexport const a = [css, h];\n",
      'core/a.css': 'p {}\n',
      'core/b.ts': "import { a } from './a';\nexport const b = a;\n",
      'core/a.test.ts': "import { b } from './b';\nexport const test = b;\n",
    });
    expect(cycleReport(project, ['core'])).toEqual({
      ok: true,
      text: 'no import cycles among 2 modules (core)',
    });
  });

  it('makes the command exit 1 on a cycle, so npm test stops', () => {
    write(TWO_MODULES_IN_A_LOOP);
    const tsx = path.resolve('node_modules/.bin/tsx');
    const run = spawnSync(tsx, [path.resolve('scripts/lint-cycles.ts'), 'core'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(run.stderr).toContain('core/a.ts → core/b.ts → core/a.ts');
    expect(run.status).toBe(1);
  }, 20_000);
});
