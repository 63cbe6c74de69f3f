import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, hintEagerCompile, wantsEagerCompile } from './compile-hints';

const code = (bytes: number) => `export function f(){return ${'1+'.repeat(bytes / 2)}1}`;

function chunk(name: string, isEntry: boolean, bytes: number): OutputChunk {
  return {
    type: 'chunk',
    name,
    isEntry,
    code: code(bytes),
    fileName: `chunks/${name}.js`,
  } as OutputChunk;
}

describe('wantsEagerCompile', () => {
  it('hints the kit and the elements’ own chunks, not small ones nor parts loaded later', () => {
    expect(wantsEagerCompile(chunk('kit', false, 40_000))).toBe(true);
    expect(wantsEagerCompile(chunk('rove-love', true, 6_000))).toBe(true);
    expect(wantsEagerCompile(chunk('rove-love-count', true, 900))).toBe(false);
    expect(wantsEagerCompile(chunk('love-dialog', false, 6_000))).toBe(false);
    expect(wantsEagerCompile(chunk('loader', true, 2_500))).toBe(false);
  });
});

describe('hintEagerCompile', () => {
  it('puts the hint on the first line of the files that want it, and reports their code', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rove-hints-'));
    await mkdir(path.join(dir, 'chunks'));
    const chunks = [chunk('kit', false, 4_000), chunk('love-dialog', false, 4_000)];
    for (const item of chunks) await writeFile(path.join(dir, item.fileName), item.code);
    const [kit, dialog] = (await hintEagerCompile(dir, chunks)) as OutputChunk[];
    const kitFile = await readFile(path.join(dir, 'chunks/kit.js'), 'utf8');
    expect(kitFile.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(kit?.code).toBe(kitFile);
    expect(await readFile(path.join(dir, 'chunks/love-dialog.js'), 'utf8')).toBe(dialog?.code);
    expect(dialog?.code.startsWith('//')).toBe(false);
  });
});
