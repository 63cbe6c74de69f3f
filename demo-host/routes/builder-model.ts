import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuilderField } from '../public/builder-logic.js';

// The embed builder's form model (/builder, docs/decisions/0078): every element of
// custom-elements.json with the fields its attributes become and the settings keys it reads. The
// manifest is the host contract (issue 53), so the builder offers exactly what a page may rely
// on; nothing here is kept by hand.

/** The parts of a Custom Elements Manifest 2.1.0 attribute the builder reads. */
export interface ManifestAttribute {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

/** The parts of a custom-element declaration the builder reads. */
export interface ManifestElement {
  tagName: string;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
}

interface Manifest {
  modules: { declarations?: (Partial<ManifestElement> & { customElement?: boolean })[] }[];
}

/** One element as the builder offers it. */
export interface BuilderElement {
  tag: string;
  summary: string;
  description: string;
  fields: BuilderField[];
  /** Dotted paths in the page settings (`cart.count`) its documentation says it reads. */
  settingsKeys: string[];
}

const MANIFEST_PATH = fileURLToPath(new URL('../../custom-elements.json', import.meta.url));

/** The manifest's custom elements, by tag name. */
export function manifestElements(manifest: Manifest): ManifestElement[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ManifestElement & { customElement: true } =>
      Boolean(declaration.customElement && declaration.tagName),
    )
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

let loaded: BuilderElement[] | undefined;

/** The builder's elements from the repository's custom-elements.json, read once. */
export function builderElements(): BuilderElement[] {
  loaded ??= manifestElements(JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest).map(
    builderElement,
  );
  return loaded;
}

export function builderElement(element: ManifestElement): BuilderElement {
  const attributes = element.attributes ?? [];
  const texts = [element.description ?? '', ...attributes.map((a) => a.description ?? '')];
  return {
    tag: element.tagName,
    summary: element.summary ?? firstSentence(element.description ?? ''),
    description: element.description ?? '',
    fields: attributes.map(builderField),
    settingsKeys: settingsKeysIn(texts),
  };
}

/**
 * An attribute as a form field. The manifest types enums as `string` and names their values in
 * the description ("'standard_3_6_12' (default, 10 % APR) or 'zero_percent'."), so a description
 * that opens with a list of quoted values makes a choice; a union type text does too.
 */
export function builderField(attribute: ManifestAttribute): BuilderField {
  const type = attribute.type?.text ?? 'string';
  const description = attribute.description ?? '';
  const options = unionOptions(type) ?? describedOptions(description);
  const kind: BuilderField['kind'] = options
    ? 'enum'
    : type === 'boolean'
      ? 'boolean'
      : type === 'number'
        ? 'number'
        : 'text';
  return {
    attribute: attribute.name,
    kind,
    options: options ?? [],
    defaultValue:
      attribute.default !== undefined
        ? unquote(attribute.default)
        : options
          ? describedDefault(description)
          : null,
    description,
  };
}

const QUOTED = /'([^']+)'|"([^"]+)"/g;

/** `'a' | 'b'` → ['a', 'b']; anything else → undefined. */
function unionOptions(type: string): string[] | undefined {
  const parts = type.split('|').map((part) => part.trim());
  if (parts.length < 2 || !parts.every((part) => /^(['"]).+\1$/.test(part))) return undefined;
  return parts.map((part) => part.slice(1, -1));
}

/** The quoted values a description opens with ("'x' … or 'y'"), before its first ';' or ':'. */
function describedOptions(description: string): string[] | undefined {
  const clause = description.split(/[;:]\s/)[0] ?? '';
  if (!/^['"]/.test(clause) || !/\bor\s+['"]/.test(clause)) return undefined;
  const options = [...clause.matchAll(QUOTED)].map((match) => match[1] ?? match[2] ?? '');
  return options.length >= 2 ? options : undefined;
}

/** "'x' (default…" → 'x'. */
function describedDefault(description: string): string | null {
  return /['"]([^'"]+)['"]\s*\(default\b/.exec(description)?.[1] ?? null;
}

/** The manifest's defaults are source text: `'Show tips'`, `` `planner` ``, `5`. */
function unquote(text: string): string {
  return text.trim().replace(/^(['"`])(.*)\1$/, '$2');
}

function firstSentence(text: string): string {
  return /^.*?[.!?](?:\s|$)/.exec(text)?.[0].trim() ?? text;
}

/**
 * The settings keys the texts name: `settings.cart.count`, and the settings' `checkout.orderId`.
 * The manifest has no field for them, so its prose (which docs/elements/*.md repeats) is the
 * source; a key found nowhere is simply not listed.
 *
 * @example settingsKeysIn(["It starts from `settings.cart.count`"]) // ['cart.count']
 */
export function settingsKeysIn(texts: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\bsettings(?:\.|'\s+`)([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)/g)) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return [...keys];
}

/**
 * The part of a page's settings at these keys, nested as the settings block nests them (keys the
 * page does not set are left out): the JSON a campaign page needs for the element.
 *
 * @example settingsAt(['cart.count'], { cart: { count: 2 }, locale: 'en_US' }) // { cart: { count: 2 } }
 */
export function settingsAt(keys: readonly string[], settings: object): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const path = key.split('.');
    let value: unknown = settings;
    for (const part of path) {
      value =
        value !== null && typeof value === 'object' && Object.hasOwn(value, part)
          ? (value as Record<string, unknown>)[part]
          : undefined;
    }
    if (value === undefined) continue;
    let target = picked;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      target = (next !== null && typeof next === 'object' ? next : (target[part] = {})) as Record<
        string,
        unknown
      >;
    }
    target[path[path.length - 1] as string] = value;
  }
  return picked;
}
