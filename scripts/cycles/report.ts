import { describeCycle, findImportCycles, isTypeOnly } from './cycles';
import { buildImportGraph } from './graph';

export interface CycleReport {
  ok: boolean;
  /** What to print: each loop on a line of its own, or how many modules were checked. */
  text: string;
}

/** The import cycles among the source files under `folders` of `root`, as `lint:cycles` says them. */
export function cycleReport(root: string, folders: readonly string[]): CycleReport {
  const graph = buildImportGraph(root, folders);
  const cycles = findImportCycles(graph);
  const where = folders.join(', ');
  if (cycles.length === 0)
    return { ok: true, text: `no import cycles among ${graph.size} modules (${where})` };
  const lines = cycles.map(
    (cycle) => `  ${describeCycle(cycle)}${isTypeOnly(cycle) ? '   [type-only]' : ''}`,
  );
  return {
    ok: false,
    text: [`[rove] ${cycles.length} import cycle(s) in ${where}:`, ...lines].join('\n'),
  };
}
