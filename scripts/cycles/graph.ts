import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readImports, type ImportKind } from './imports';

export interface ImportEdge {
  to: string;
  kind: ImportKind;
}

/** Source files (repository-relative, `/`-separated) to the source files each one imports. */
export type ImportGraph = ReadonlyMap<string, readonly ImportEdge[]>;

const SOURCE = /\.tsx?$/;
/** Tests and stories import the code under test; the code never imports them back. */
const NOT_SHIPPED = /\.(test|stories)\.tsx?$/;

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/**
 * The TypeScript file a relative specifier names, as the bundler resolves it (extension
 * optional, `index` for a folder, `.js` written for `.ts`); undefined for packages and for
 * assets (`./x.css?raw`), which cannot import back.
 */
export function resolveSource(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const withoutJs = bare.replace(/\.js$/, '');
  const candidates = [
    bare,
    ...['.ts', '.tsx'].map((extension) => withoutJs + extension),
    ...['index.ts', 'index.tsx'].map((index) => path.join(bare, index)),
  ];
  return candidates.find((candidate) => SOURCE.test(candidate) && isFile(candidate));
}

function shippedSources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !NOT_SHIPPED.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/**
 * The import graph of the source files under `folders` (relative to `root`), following their
 * imports wherever in the repository they lead so a cycle through another folder shows too.
 */
export function buildImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const graph = new Map<string, ImportEdge[]>();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const pending = folders.flatMap((folder) => shippedSources(path.join(root, folder)));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (graph.has(relative(file))) continue;
    const edges: ImportEdge[] = [];
    for (const { specifier, kind } of readImports(file, readFileSync(file, 'utf8'))) {
      const target = resolveSource(file, specifier);
      if (target === undefined) continue;
      edges.push({ to: relative(target), kind });
      pending.push(target);
    }
    graph.set(relative(file), edges);
  }
  return graph;
}
