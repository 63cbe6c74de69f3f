/**
 * What the published tarball must and must not hold, judged from `npm publish --dry-run --json`
 * (pure, so the tests give it made-up listings): a licence named in package.json and its text
 * in the tarball; every `exports` target and the `types` and `customElements` files present;
 * nothing outside package.json `files` (no sources, tests, stories, demo host, precompressed
 * copies); the tarball within its budget.
 */

/**
 * The packed tarball's budget in bytes. 1.0.0 packs to 450 kB (152 files): the browser chunks,
 * the server entry, types, custom-elements.json and docs/elements. The headroom (≈ 15 %) is for
 * widgets still to come; a jump past it means something unwanted got in — the .br/.gz copies
 * would add 0.7 MB (docs/decisions/0074), React bundled into dist/server.js instead of imported
 * from the host's copy 0.25 MB.
 */
export const TARBALL_BUDGET_BYTES = 520_000;

/** Files npm adds to every tarball whatever `files` says. */
const ALWAYS_PACKED = /^(package\.json|README(\.\w+)?|LICEN[CS]E(\.\w+)?|CHANGELOG\.md)$/i;

/** The licence's text, which MIT asks to travel with every copy. */
const LICENSE_FILE = /^LICEN[CS]E(\.\w+)?$/i;

/** Never shipped, even inside a `files` folder: sources, tests, stories and server-side copies. */
const NEVER_PACKED = [
  /\.(test|spec)(-d)?\.[cm]?[jt]sx?$/,
  /\.stories\.[cm]?[jt]sx?$/,
  /(^|\/)(demo-host|tests|stories|storybook-static|widgets|core|loader|server|build|scripts|contract|\.changeset)\//,
  /(?<!\.d)\.tsx?$/,
  /\.(br|gz)$/,
];

export interface PackListing {
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: readonly { path: string; size: number }[];
}

export interface PackageManifest {
  name?: string;
  license?: string;
  types?: string;
  customElements?: string;
  files?: readonly string[];
  exports?: Record<string, string | Record<string, string>>;
}

const normalise = (target: string) => target.replace(/^\.\//, '');

/** A `files` entry or export target (with `*` and `**`) as a test on a packed path. */
function globTest(pattern: string): RegExp {
  const source = normalise(pattern)
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '(?:.*/)?')
    .replace(/\*\*/g, '.*')
    .replace(/\*/g, '[^/]*');
  return new RegExp(`^${source}(?:/.*)?$`);
}

/** Every path the package promises: export targets (all conditions), `types`, `customElements`. */
export function promisedPaths(pkg: PackageManifest): string[] {
  const targets = Object.values(pkg.exports ?? {}).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  return [...new Set([...targets, pkg.types ?? '', pkg.customElements ?? ''])]
    .filter((target) => target !== '')
    .map(normalise);
}

/** What is wrong with the tarball, one line each (none: it may be published). */
export function packProblems(pkg: PackageManifest, listing: PackListing): string[] {
  const paths = listing.files.map((file) => file.path);
  const problems: string[] = [];
  if (!pkg.license?.trim()) problems.push('no "license" in package.json');
  if (!paths.some((file) => LICENSE_FILE.test(file)))
    problems.push('no LICENSE file in the tarball');
  for (const promised of promisedPaths(pkg)) {
    const test = globTest(promised);
    if (!paths.some((file) => test.test(file))) problems.push(`missing: ${promised}`);
  }
  const included = (pkg.files ?? []).filter((entry) => !entry.startsWith('!')).map(globTest);
  for (const file of paths) {
    if (NEVER_PACKED.some((pattern) => pattern.test(file))) problems.push(`must not ship: ${file}`);
    else if (!ALWAYS_PACKED.test(file) && !included.some((test) => test.test(file))) {
      problems.push(`outside package.json "files": ${file}`);
    }
  }
  if (listing.size > TARBALL_BUDGET_BYTES) {
    problems.push(`tarball ${listing.size} B is over its budget of ${TARBALL_BUDGET_BYTES} B`);
  }
  return problems;
}
