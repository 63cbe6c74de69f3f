import type { ImportKind } from './imports';
import type { ImportEdge, ImportGraph } from './graph';

/** A closed path of imports: each file imports the next, and the last imports the first. */
export interface ImportCycle {
  files: readonly string[];
  /** How `files[i]` imports `files[i + 1]` (the last, `files[0]`). */
  kinds: readonly ImportKind[];
}

/** Where two files are joined by more than one import, the one that costs the most at run time. */
const WEIGHT: Record<ImportKind, number> = { static: 2, dynamic: 1, type: 0 };

function strongestKind(edges: readonly ImportEdge[], to: string): ImportKind {
  return edges
    .filter((edge) => edge.to === to)
    .map((edge) => edge.kind)
    .reduce((best, kind) => (WEIGHT[kind] > WEIGHT[best] ? kind : best), 'type' as ImportKind);
}

/** Tarjan's strongly connected components: each set of files that can reach one another. */
function tangledGroups(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).some((edge) => edge.to === file);
    if (group.length > 1 || selfImport) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups;
}

/** The shortest path of imports from `start` back to itself, staying inside `group`. */
function shortestLoop(graph: ImportGraph, group: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head]!;
    for (const { to } of graph.get(file) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, file);
      queue.push(to);
    }
  }
  return [start];
}

/** The same loop read from its alphabetically first file, so each is reported once. */
function fromFirstFile(loop: readonly string[]): string[] {
  const first = loop.indexOf([...loop].sort()[0]!);
  return [...loop.slice(first), ...loop.slice(0, first)];
}

/**
 * Every import cycle worth a fix: for each file caught in one, the shortest loop through it.
 * Breaking these (each group of tangled files at least once per file) untangles the group;
 * listing every elementary cycle instead could run to thousands for one knot.
 */
export function findImportCycles(graph: ImportGraph): ImportCycle[] {
  const seen = new Set<string>();
  const cycles: ImportCycle[] = [];
  for (const group of tangledGroups(graph)) {
    const members = new Set(group);
    for (const file of group) {
      const files = fromFirstFile(shortestLoop(graph, members, file));
      const key = files.join('\n');
      if (seen.has(key)) continue;
      seen.add(key);
      const kinds = files.map((from, at) =>
        strongestKind(graph.get(from) ?? [], files[(at + 1) % files.length]!),
      );
      cycles.push({ files, kinds });
    }
  }
  return cycles;
}

/** Whether the cycle exists only in the types (erased from the build). */
export function isTypeOnly(cycle: ImportCycle): boolean {
  return cycle.kinds.every((kind) => kind === 'type');
}

/** One line: `a.ts → b.ts → (type) c.ts → a.ts`, each arrow marked unless a plain import. */
export function describeCycle(cycle: ImportCycle): string {
  const steps = cycle.files.map((file, at) => {
    const kind = cycle.kinds[at === 0 ? cycle.kinds.length - 1 : at - 1]!;
    return at === 0 ? file : `→ ${kind === 'static' ? '' : `(${kind}) `}${file}`;
  });
  const closing = cycle.kinds[cycle.kinds.length - 1]!;
  const back = `→ ${closing === 'static' ? '' : `(${closing}) `}${cycle.files[0]}`;
  return [...steps, back].join(' ');
}
