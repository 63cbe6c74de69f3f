/**
 * `npm run quality`: assembles docs/QUALITY.md from .data/quality/*.md (see assemble.ts).
 * Run it after `npm test` and `npm run bench`, which write the fragments.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assembleQuality } from './assemble';

const FRAGMENTS_DIR = '.data/quality';

if (!existsSync(FRAGMENTS_DIR)) {
  console.error(
    `[quality] ${FRAGMENTS_DIR}/ is missing: run \`npm test\` and \`npm run bench\` first`,
  );
  process.exit(1);
}
const fragments = Object.fromEntries(
  readdirSync(FRAGMENTS_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name.slice(0, -3), readFileSync(path.join(FRAGMENTS_DIR, name), 'utf8')]),
);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
  encoding: 'utf8',
}).trim();
writeFileSync(
  'docs/QUALITY.md',
  assembleQuality({
    fragments,
    commit: dirty ? `${commit} + local changes` : commit,
    generatedAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  }),
);
console.log(`docs/QUALITY.md: ${Object.keys(fragments).length} sections`);
