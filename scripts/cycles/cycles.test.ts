import { describe, expect, it } from 'vitest';
import { describeCycle, findImportCycles, isTypeOnly } from './cycles';
import type { ImportEdge, ImportGraph } from './graph';
import type { ImportKind } from './imports';

/** A graph from `'a.ts -> b.ts'` lines; `-type->` and `-dynamic->` mark the import's kind. */
function graphOf(...lines: string[]): ImportGraph {
  const graph = new Map<string, ImportEdge[]>();
  for (const line of lines) {
    const [from, arrow, to] = line.split(' ') as [string, string, string];
    const kind = (arrow.slice(1, -2) || 'static') as ImportKind;
    graph.set(from, [...(graph.get(from) ?? []), { to, kind }]);
    if (!graph.has(to)) graph.set(to, []);
  }
  return graph;
}

describe('findImportCycles', () => {
  it('finds none where imports only go one way', () => {
    expect(findImportCycles(graphOf('a.ts -> b.ts', 'b.ts -> c.ts', 'a.ts -> c.ts'))).toEqual([]);
  });

  it('reports a loop once, from its first file, with how each file imports the next', () => {
    const cycles = findImportCycles(
      graphOf('c.ts -> a.ts', 'a.ts -type-> b.ts', 'b.ts -dynamic-> c.ts', 'c.ts -> d.ts'),
    );
    expect(cycles).toEqual([
      { files: ['a.ts', 'b.ts', 'c.ts'], kinds: ['type', 'dynamic', 'static'] },
    ]);
    expect(describeCycle(cycles[0]!)).toBe('a.ts → (type) b.ts → (dynamic) c.ts → a.ts');
    expect(isTypeOnly(cycles[0]!)).toBe(false);
  });

  it('says when a loop exists only in the types', () => {
    const [cycle] = findImportCycles(graphOf('a.ts -type-> b.ts', 'b.ts -type-> a.ts'));
    expect(cycle && isTypeOnly(cycle)).toBe(true);
  });

  it('marks the import that costs the most where two files are joined twice', () => {
    const [cycle] = findImportCycles(
      graphOf('a.ts -type-> b.ts', 'a.ts -> b.ts', 'b.ts -type-> a.ts'),
    );
    expect(cycle?.kinds).toEqual(['static', 'type']);
  });

  it('shows every loop of a knot that shares a file, and a file importing itself', () => {
    const cycles = findImportCycles(
      graphOf(
        'machine.ts -> start.ts',
        'start.ts -type-> machine.ts',
        'machine.ts -> view.ts',
        'view.ts -type-> machine.ts',
        'self.ts -> self.ts',
      ),
    );
    expect(cycles.map(describeCycle).sort()).toEqual([
      'machine.ts → start.ts → (type) machine.ts',
      'machine.ts → view.ts → (type) machine.ts',
      'self.ts → self.ts',
    ]);
  });
});
