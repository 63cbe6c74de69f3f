/**
 * `npm run version` (after `changeset version`): writes the new package.json version into
 * loader/version.ts, the `window.Rove.version` a page reports (loader/version.test.ts holds the
 * two equal), so a release never ships a loader that names the previous version.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = 'loader/version.ts';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const source = readFileSync(FILE, 'utf8');
const synced = source.replace(
  /export const VERSION = '[^']*';/,
  `export const VERSION = '${version}';`,
);
if (!synced.includes(`'${version}'`)) throw new Error(`${FILE} has no VERSION constant to set`);
writeFileSync(FILE, synced);
console.log(`${FILE}: VERSION = '${version}'`);
