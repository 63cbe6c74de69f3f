/**
 * Keeps the README's CDN snippet on the current build: the loaders' tags between the
 * rove:cdn-snippet marker comments, with the integrity dist/integrity.json lists
 * (build/integrity.ts) and the address of this package's version.
 *
 *   npx tsx scripts/readme-snippet.ts            rewrite the block from dist/
 *   npx tsx scripts/readme-snippet.ts --check    exit 1 when the block is not the build's
 *
 * ROVE_OUT reads another build folder; `--file <path>` another markdown file than README.md.
 * Run after a build (`npm run build`, or lint:package, which builds).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INTEGRITY_FILE, type IntegrityList } from '../build/integrity';
import { cdnSnippet, replaceSnippet } from './readme-snippet-block';

function fail(message: string): never {
  console.error(`[rove] ${message}`);
  process.exit(1);
}

const root = process.cwd();
const fileArgument = process.argv.indexOf('--file');
const markdown = path.resolve(
  root,
  fileArgument === -1
    ? 'README.md'
    : (process.argv[fileArgument + 1] ?? fail('--file needs the path of a markdown file')),
);
const listFile = path.join(root, process.env['ROVE_OUT'] ?? 'dist', INTEGRITY_FILE);

let list: IntegrityList;
try {
  list = JSON.parse(readFileSync(listFile, 'utf8')) as IntegrityList;
} catch {
  fail(`${path.relative(root, listFile)} is missing: run \`npm run build\` first.`);
}
const { name, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const loader = list.files['loader.js'];
const classic = list.files['loader.classic.js'];
if (!loader || !classic) fail(`${path.relative(root, listFile)} lists no loader.`);

const text = readFileSync(markdown, 'utf8');
let updated: string;
try {
  updated = replaceSnippet(text, cdnSnippet({ name, version, loader, classic }));
} catch (error) {
  fail(`${path.relative(root, markdown)}: ${(error as Error).message}`);
}

if (process.argv.includes('--check')) {
  if (updated !== text)
    fail(
      `${path.relative(root, markdown)}'s CDN snippet is not this build's (run \`npx tsx scripts/readme-snippet.ts\`).`,
    );
  console.log(`${path.relative(root, markdown)}'s CDN snippet matches the build`);
} else {
  writeFileSync(markdown, updated);
  console.log(
    `${path.relative(root, markdown)}: CDN snippet ${updated === text ? 'unchanged' : 'written'}`,
  );
}
