/**
 * Reads the pending changesets (.changeset/*.md, the files `npm run changeset` writes and
 * `npm run version` consumes): a breaking contract change passes the guard only when one of
 * them bumps the package a major version (docs/decisions/0074).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Bump = 'major' | 'minor' | 'patch' | 'none';

export interface Changeset {
  file: string;
  text: string;
}

/** The bump a changeset's front matter gives `packageName` ('none' when it does not name it). */
export function bumpFor(text: string, packageName: string): Bump {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  for (const line of frontMatter.split(/\r?\n/)) {
    const match = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line);
    if (match?.[1] === packageName) return match[2] as Bump;
  }
  return 'none';
}

/** The changeset files that mark a major bump of `packageName`. */
export function majorChangesets(changesets: readonly Changeset[], packageName: string): string[] {
  return changesets
    .filter((changeset) => bumpFor(changeset.text, packageName) === 'major')
    .map((changeset) => changeset.file);
}

/** The pending changesets in `.changeset/` (its README.md is not one). */
export function readChangesets(root: string): Changeset[] {
  const folder = path.join(root, '.changeset');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));
}
