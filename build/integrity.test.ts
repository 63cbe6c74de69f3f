import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INTEGRITY_FILE,
  isBrowserFile,
  loaderIntegrityLines,
  subresourceIntegrity,
  writeIntegrity,
} from './integrity';

describe('subresourceIntegrity', () => {
  it('is sha384 in base64, as the integrity attribute takes it', () => {
    // The W3C SRI specification's own example: alert('Hello, world.');
    expect(subresourceIntegrity(Buffer.from("alert('Hello, world.');"))).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    );
  });
});

describe('isBrowserFile', () => {
  it.each([
    ['loader.js', true],
    ['loader.classic.js', true],
    ['chunks/rove-love.Ab3dE9.js', true],
    ['chunks/kit-CCzRdtk.js', true],
    ['chunks/love-5XKQ2ZJR.css', true],
    ['styles/search-results.css', true],
    ['loader.js.br', false],
    ['chunks/kit-CCzRdtk.js.gz', false],
    ['manifest.json', false],
    ['integrity.json', false],
    ['server.js', false],
    ['csp.js', false],
  ])('%s → %s', (file, fetched) => {
    expect(isBrowserFile(file)).toBe(fetched);
  });
});

describe('writeIntegrity', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'rove-integrity-'));
    mkdirSync(path.join(dist, 'chunks'));
    mkdirSync(path.join(dist, 'styles'));
    writeFileSync(path.join(dist, 'loader.js'), 'export {};\n');
    writeFileSync(path.join(dist, 'loader.js.br'), 'compressed');
    writeFileSync(path.join(dist, 'loader.classic.js'), '(function () {})();\n');
    writeFileSync(path.join(dist, 'chunks', 'rove-love.Ab3dE9.js'), 'export const love = 1;\n');
    writeFileSync(path.join(dist, 'styles', 'photo-wall.css'), '.rove-photo-wall {}\n');
    writeFileSync(path.join(dist, 'manifest.json'), '{"files":[]}\n');
    writeFileSync(path.join(dist, 'server.js'), 'export {};\n');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('lists every browser file, sorted, with the hash of its bytes on disk', async () => {
    const list = await writeIntegrity(dist);
    expect(Object.keys(list.files)).toEqual([
      'chunks/rove-love.Ab3dE9.js',
      'loader.classic.js',
      'loader.js',
      'styles/photo-wall.css',
    ]);
    const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(list.files['loader.js']).toBe(sha384('export {};\n'));
    expect(list.files['chunks/rove-love.Ab3dE9.js']).toBe(sha384('export const love = 1;\n'));
    expect(JSON.parse(readFileSync(path.join(dist, INTEGRITY_FILE), 'utf8'))).toEqual(list);
  });

  it("ends the build's output with both loaders' integrity", async () => {
    const lines = loaderIntegrityLines(await writeIntegrity(dist));
    expect(lines).toEqual([
      `integrity of loader.js: ${subresourceIntegrity(Buffer.from('export {};\n'))}`,
      `integrity of loader.classic.js: ${subresourceIntegrity(Buffer.from('(function () {})();\n'))}`,
    ]);
  });
});
