/** The dependency rule of docs/architecture.md §1, enforced by the lint config: proven on sample code. */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('dependency rule', () => {
  // ESLint loads the config and its plugins on its first call: seconds on a busy machine, which
  // belong to no single case (13 s once under load, over the 5 s a test gets).
  beforeAll(() => eslint.lintText('', { filePath: 'core/warm-up.ts' }), 120_000);

  it.each([
    ['core/x.ts', "import { h } from 'preact';\nexport const x = h;\n"],
    ['core/x.ts', "import React from 'react';\nexport const x = React;\n"],
    ['core/x.ts', "import r2wc from '@r2wc/core';\nexport const x = r2wc;\n"],
    ['core/x.ts', "import { x as y } from '../widgets/love/love.logic';\nexport const x = y;\n"],
    [
      'widgets/love/x.ts',
      "import { RESERVE_CSS } from '../../loader/reserve-css';\nexport const x = RESERVE_CSS;\n",
    ],
    [
      'widgets/love/x.ts',
      "import { createDemoHost } from '../../demo-host/server';\nexport const x = createDemoHost;\n",
    ],
    [
      'demo-host/x.ts',
      "import { createLoveElement } from '../widgets/love/love.element';\nexport const x = createLoveElement;\n",
    ],
  ])('refuses %s importing across the rule', async (filePath, code) => {
    expect(await ruleMessages(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['widgets/love/x.ts', "import { on } from '../../core/bus';\nexport const x = on;\n"],
    [
      'demo-host/x.ts',
      "import { formatMoney } from '../core/money';\nexport const x = formatMoney;\n",
    ],
  ])('allows %s importing down the rule', async (filePath, code) => {
    expect(await ruleMessages(filePath, code)).toEqual([]);
  });
});
