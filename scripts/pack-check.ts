/**
 * `npm run lint:pack`: `npm publish --dry-run` — npm's own checks of a publish, without the
 * upload — and what it would upload, checked (scripts/pack-check-rules.ts) and reported: file
 * count, tarball and unpacked size, the largest folders. Reads dist/, so it runs after a build
 * (npm test: after lint:package).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  packProblems,
  TARBALL_BUDGET_BYTES,
  type PackageManifest,
  type PackListing,
} from './pack-check-rules';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageManifest;

/** The dry run's JSON; its stderr (the "not logged in" warning every dry run gives) only on failure. */
function publishDryRun(): Record<string, PackListing> {
  try {
    return JSON.parse(
      execFileSync('npm', ['publish', '--dry-run', '--json', '--ignore-scripts'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as Record<string, PackListing>;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    console.error(`package: npm publish --dry-run failed\n${stderr}`);
    process.exit(1);
  }
}

const listing = publishDryRun()[pkg.name ?? ''];
if (!listing) throw new Error(`npm publish --dry-run --json listed no package ${pkg.name}`);

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const byFolder = new Map<string, number>();
for (const file of listing.files) {
  const folder = file.path.split('/').slice(0, 2).join('/');
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + file.size);
}
const largest = [...byFolder]
  .sort(([, a], [, b]) => b - a)
  .slice(0, 6)
  .map(([folder, bytes]) => `${folder} ${kB(bytes)}`);
console.log(
  `package: ${listing.entryCount} files, tarball ${kB(listing.size)} (budget ${kB(TARBALL_BUDGET_BYTES)}), unpacked ${kB(listing.unpackedSize)}; largest: ${largest.join(', ')}`,
);

const problems = packProblems(pkg, listing);
if (problems.length > 0) {
  console.error(
    `package: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
