// @ts-check
/**
 * What a host does with the classic loader: copies the package's browser files (the folder of
 * `rove-widgets/classic`, found through the package's exports) to where its pages serve them.
 * `node copy-sdk.js site/rove`.
 */
import { cpSync } from 'node:fs';
import { dirname } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const target = process.argv[2] ?? 'site/rove';
const dist = dirname(fileURLToPath(import.meta.resolve('rove-widgets/classic')));
cpSync(dist, target, { recursive: true });
process.stdout.write(`copied ${dist} to ${target}\n`);
