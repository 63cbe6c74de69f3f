/**
 * The host contract as flat entries (compare.ts), from its released sources: the Custom
 * Elements Manifest, host-api.json (settings, `window.Rove`, its events; host-types.ts), the
 * package's entry points and ranges (package.json) and the API Extractor reports of the
 * published types (api-report.ts). Pure, so the tests feed it small hand-made contracts.
 */
import type { ContractEntry, Direction } from './compare';
import type { HostApi } from './host-types';

interface Typed {
  name: string;
  type?: { text: string };
}

interface ManifestMember extends Typed {
  kind: 'field' | 'method';
  readonly?: boolean;
  static?: boolean;
  privacy?: string;
  parameters?: Typed[];
  return?: { type?: { text: string } };
}

interface ManifestAttribute extends Typed {
  default?: string;
}

interface ManifestDeclaration {
  tagName?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: Typed[];
  slots?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

export interface ElementsManifest {
  modules: { declarations?: ManifestDeclaration[] }[];
}

const entry = (id: string, direction: Direction, type = ''): ContractEntry => ({
  id,
  direction,
  type,
});

function memberEntries(tag: string, member: ManifestMember): ContractEntry[] {
  if (member.privacy && member.privacy !== 'public') return [];
  if (member.kind === 'field') {
    return [
      entry(
        `${tag} property ${member.name}`,
        member.readonly ? 'output' : 'both',
        member.type?.text,
      ),
    ];
  }
  const method = `${tag} method ${member.name}()`;
  return [
    entry(method, 'output'),
    ...(member.parameters ?? []).map((parameter, index) =>
      entry(`${method} parameter ${index + 1} (${parameter.name})`, 'input', parameter.type?.text),
    ),
    entry(`${method} returns`, 'output', member.return?.type?.text ?? 'void'),
  ];
}

/** Every custom element's tag, attributes, properties, methods, events, slots, parts and CSS properties. */
export function elementsEntries(manifest: ElementsManifest): ContractEntry[] {
  const entries: ContractEntry[] = [];
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (!declaration.tagName) continue;
    const tag = `<${declaration.tagName}>`;
    entries.push(entry(tag, 'output'));
    for (const attribute of declaration.attributes ?? []) {
      entries.push(entry(`${tag} attribute ${attribute.name}`, 'input', attribute.type?.text));
      // What a page gets when it leaves the attribute out is behaviour it relies on.
      if (attribute.default !== undefined) {
        entries.push(
          entry(`${tag} attribute ${attribute.name} default`, 'both', attribute.default),
        );
      }
    }
    for (const member of declaration.members ?? []) entries.push(...memberEntries(tag, member));
    for (const event of declaration.events ?? []) {
      entries.push(entry(`${tag} event ${event.name}`, 'output', event.type?.text));
    }
    for (const slot of declaration.slots ?? [])
      entries.push(entry(`${tag} slot ${slot.name}`, 'output'));
    for (const part of declaration.cssParts ?? [])
      entries.push(entry(`${tag} part ${part.name}`, 'output'));
    for (const property of declaration.cssProperties ?? []) {
      entries.push(entry(`${tag} CSS custom property ${property.name}`, 'input'));
    }
  }
  return entries;
}

/** The settings keys a page may print, `window.Rove`'s members and the events `Rove.on` hears. */
export function hostApiEntries(api: HostApi): ContractEntry[] {
  return [
    ...Object.entries(api.settings).map(([key, type]) => entry(`settings ${key}`, 'input', type)),
    ...Object.entries(api.rove).map(([name, member]) =>
      entry(`Rove.${name}`, member.kind === 'function' ? 'both' : 'output', member.type),
    ),
    ...Object.entries(api.roveEvents).map(([name, type]) =>
      entry(`Rove.on event ${name}`, 'output', type),
    ),
  ];
}

/** What of package.json a host's install and imports rely on. */
export interface PackageContract {
  exports: Record<string, unknown>;
  peerDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

/** The subset of package.json kept in contract/package-contract.json. */
export function packageContract(pkg: PackageContract): PackageContract {
  const { exports, peerDependencies, engines } = pkg;
  return { exports, peerDependencies, engines };
}

/**
 * Each `exports` subpath (an import a host writes), and each peer dependency and engine range
 * as an input: a range may accept more versions (`^19 || ^20`), not fewer.
 */
export function packageEntries(pkg: PackageContract): ContractEntry[] {
  return [
    ...Object.keys(pkg.exports).map((subpath) =>
      entry(`import rove-widgets${subpath.slice(1)}`, 'output'),
    ),
    ...Object.entries(pkg.peerDependencies ?? {}).map(([name, range]) =>
      entry(`peer dependency ${name}`, 'input', range),
    ),
    ...Object.entries(pkg.engines ?? {}).map(([name, range]) =>
      entry(`engine ${name}`, 'input', range),
    ),
  ];
}

/**
 * One entry per declaration line of an .api.md, named with the top-level declaration it sits
 * in (`server: export interface ResultsPage { › pathname: string;`), so the same member line in
 * two interfaces stays two entries. A changed line is a removal plus an addition: breaking.
 */
export function apiReportEntries(report: string, text: string): ContractEntry[] {
  // API Extractor writes its reports with CRLF line ends: read them as LF, or nothing matches.
  const code = /```ts\n([\s\S]*?)```/.exec(text.replace(/\r\n/g, '\n'))?.[1] ?? '';
  const entries: ContractEntry[] = [];
  let declaration = '';
  for (const line of code.split('\n')) {
    const trimmed = line.trim();
    // Comments and the lines that only close a block say nothing of their own.
    if (trimmed === '' || trimmed.startsWith('//') || /^[}\]);,]+$/.test(trimmed)) continue;
    if (line === trimmed) declaration = trimmed;
    const id = line === trimmed ? trimmed : `${declaration} › ${trimmed}`;
    entries.push(entry(`${report}: ${id}`, 'declaration'));
  }
  return entries;
}
