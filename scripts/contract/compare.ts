/**
 * The contract guard's judgement, pure: two host contracts (the last released one and today's,
 * each a list of entries) in, what was added and what breaks a host page out. The semver policy
 * it applies is docs/decisions/0074; the entries come from contract-entries.ts.
 */

/**
 * Which way a value crosses the boundary decides which type change is safe:
 * - `input`: the host writes it (an attribute, a settings key, a method's parameter) — accepting
 *   more is free, accepting less breaks pages that wrote the dropped value;
 * - `output`: the host reads it (an event's type, a read-only property, a method's result) —
 *   promising less is free, promising more breaks code that handled only the old values;
 * - `both`: a writable property, read and written — any change breaks someone;
 * - `declaration`: a line of a published types report — its text is its contract.
 */
export type Direction = 'input' | 'output' | 'both' | 'declaration';

export interface ContractEntry {
  /** Stable and readable: `<rove-carousel> attribute autoplay`, `settings memberFee`. */
  id: string;
  direction: Direction;
  /** The type as TypeScript prints it ('' for entries whose presence is the contract). */
  type: string;
}

export interface ContractChange {
  id: string;
  /** Why it breaks, or what was added (for the listing). */
  note: string;
}

export interface ContractComparison {
  breaking: ContractChange[];
  additions: ContractChange[];
}

/** Splits a type at each top-level `separator` (not inside <>, (), {}, [] or quotes). */
function splitTopLevel(type: string, separator: '|' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let at = 0; at < type.length; at += 1) {
    const char = type[at]!;
    if (quote) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if ('<({['.includes(char)) depth += 1;
    else if ('>)}]'.includes(char) && type[at - 1] !== '=') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(type.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(type.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** A union's members: the type split at its top-level `|`. */
export function unionMembers(type: string): string[] {
  return splitTopLevel(type, '|');
}

/**
 * The `key: type` members of an object type as the manifest prints an event's
 * (`CustomEvent<{ index: number; label?: string }>`, or the bare `{ … }`); null for any other type.
 */
export function objectMembers(type: string): string[] | null {
  const body = /^(?:CustomEvent<)?\{([\s\S]*)\}>?$/.exec(type.trim())?.[1];
  if (body === undefined || unionMembers(type).length > 1) return null;
  return splitTopLevel(body, ';');
}

function covers(wider: readonly string[], narrower: readonly string[]): boolean {
  return narrower.every((member) => wider.includes(member));
}

/** The same union, whatever order the checker printed its members in. */
function sameType(before: string, now: string): boolean {
  const was = unionMembers(before);
  const is = unionMembers(now);
  return covers(was, is) && covers(is, was);
}

/** null when the change is safe for the entry's direction; otherwise why it breaks. */
export function typeChangeBreaks(direction: Direction, before: string, now: string): string | null {
  if (sameType(before, now)) return null;
  const was = unionMembers(before);
  const is = unionMembers(now);
  const change = `${before} → ${now}`;
  if (direction === 'input' && covers(is, was)) return null;
  if (direction === 'output' && covers(was, is)) return null;
  // An event's detail that gains a key still gives every key a listener reads.
  const [hadKeys, hasKeys] = [objectMembers(before), objectMembers(now)];
  if (direction === 'output' && hadKeys && hasKeys && covers(hasKeys, hadKeys)) return null;
  if (direction === 'input') return `accepts less: ${change}`;
  if (direction === 'output') return `may give what it never gave: ${change}`;
  return `type changed: ${change}`;
}

export function compareContracts(
  released: readonly ContractEntry[],
  today: readonly ContractEntry[],
): ContractComparison {
  const now = new Map(today.map((entry) => [entry.id, entry]));
  const before = new Set(released.map((entry) => entry.id));
  const breaking: ContractChange[] = [];
  const additions: ContractChange[] = [];
  for (const entry of released) {
    const current = now.get(entry.id);
    if (!current) {
      breaking.push({ id: entry.id, note: 'removed' });
      continue;
    }
    const broken = typeChangeBreaks(entry.direction, entry.type, current.type);
    if (broken) breaking.push({ id: entry.id, note: broken });
    else if (!sameType(entry.type, current.type)) {
      additions.push({ id: entry.id, note: `changed safely: ${entry.type} → ${current.type}` });
    }
  }
  for (const entry of today) {
    if (!before.has(entry.id)) additions.push({ id: entry.id, note: 'added' });
  }
  return { breaking, additions };
}
