import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { distIsFresh } from './dist-freshness';

let root: string;

function write(path: string, at: number): void {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, '');
  utimesSync(file, at, at);
}

/** A tree of the sources the build reads, every one written at `at` (seconds). */
function sourcesAt(at: number): void {
  for (const source of ['core', 'widgets', 'loader', 'server', 'build']) {
    write(`${source}/a.ts`, at);
    utimesSync(join(root, source), at, at);
  }
  write('package.json', at);
}

function distAt(at: number): void {
  for (const file of ['loader.js', 'manifest.json', 'server.js', 'csp.js'])
    write(`dist/${file}`, at);
}

beforeEach(() => {
  root = mkdtempSync(join(os.tmpdir(), 'rove-freshness-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('distIsFresh', () => {
  it('is fresh when the build is newer than every source', () => {
    sourcesAt(1000);
    distAt(2000);
    expect(distIsFresh(root)).toBe(true);
  });

  it('is stale when one source, however deep, changed after the build', () => {
    sourcesAt(1000);
    distAt(2000);
    write('widgets/love/deep/view.tsx', 3000);
    expect(distIsFresh(root)).toBe(false);
  });

  it('is stale when one output is older than a source (a build stopped half way)', () => {
    sourcesAt(1500);
    distAt(2000);
    write('dist/loader.js', 1000);
    expect(distIsFresh(root)).toBe(false);
  });

  it('is stale without dist/', () => {
    sourcesAt(1000);
    expect(distIsFresh(root)).toBe(false);
  });
});
