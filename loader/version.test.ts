import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { VERSION } from './version';

it('window.Rove.version is the package version', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
});
