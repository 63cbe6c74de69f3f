/**
 * What an element's reference page shows, read from custom-elements.json (Custom Elements
 * Manifest 2.1.0, written by `npm run elements`): the host contract as hosts and editors get
 * it, not a second description kept by hand beside it.
 */

/** The parts of the Custom Elements Manifest the reference reads. */
export interface ElementsManifest {
  modules: readonly { declarations?: readonly ManifestDeclaration[] }[];
}

interface Described {
  name: string;
  description?: string;
}

interface Typed extends Described {
  type?: { text: string };
}

export interface ManifestDeclaration {
  tagName?: string;
  /** The stories that show the element (`npm run elements` finds them in stories/). */
  demos?: readonly { url: string }[];
  summary?: string;
  description?: string;
  attributes?: readonly (Typed & { default?: string; fieldName?: string })[];
  members?: readonly (Typed & {
    kind: 'field' | 'method';
    attribute?: string;
    parameters?: readonly Typed[];
    return?: { type?: { text: string } };
  })[];
  events?: readonly Typed[];
  slots?: readonly Described[];
  cssParts?: readonly Described[];
  cssProperties?: readonly (Described & { default?: string; syntax?: string })[];
}

/** One row of a reference table: its name (the row's header) and its other cells, in order. */
export interface ReferenceRow {
  name: string;
  cells: string[];
}

/** One section of the page: a heading, its table's column names (after "Name") and its rows. */
export interface ReferenceSection {
  id: 'attributes' | 'properties' | 'methods' | 'events' | 'slots' | 'css-parts' | 'css-properties';
  heading: string;
  columns: string[];
  rows: ReferenceRow[];
}

export interface ElementReference {
  tag: string;
  summary: string;
  description: string;
  sections: ReferenceSection[];
}

/** Every element the manifest declares, by tag, in the manifest's order (sorted by tag). */
export function declaredElements(manifest: ElementsManifest): ManifestDeclaration[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((declaration) => declaration.tagName),
  );
}

/** The story id of a manifest demo (`/storybook/?path=/story/widgets-love--anonymous`). */
function demoStoryId(demo: { url: string }): string | undefined {
  return /[?&]path=\/story\/([^&#]+)/.exec(demo.url)?.[1];
}

/**
 * The tags of the elements a stories file shows (any of its stories is one of the element's
 * demos), in the manifest's order: what the file's docs page gives the reference of.
 *
 * @example elementsShownBy(manifest, ['widgets-home--carousel-first', 'widgets-home--poem'])
 * // ['rove-carousel', 'rove-poem']
 */
export function elementsShownBy(manifest: ElementsManifest, storyIds: readonly string[]): string[] {
  const ids = new Set(storyIds);
  return declaredElements(manifest)
    .filter((element) => (element.demos ?? []).some((demo) => ids.has(demoStoryId(demo) ?? '')))
    .map((element) => element.tagName!);
}

/** The tags of the elements no story shows: their reference has a docs page of its own. */
export function elementsWithoutStories(manifest: ElementsManifest): string[] {
  return declaredElements(manifest)
    .filter((element) => !(element.demos ?? []).some(demoStoryId))
    .map((element) => element.tagName!);
}

const typeOf = (item: { type?: { text: string } }) => item.type?.text ?? '';

/**
 * The reference of one element: a section per part of its contract, each present (empty when
 * the element has none), so a reader sees "no events" rather than wonders.
 *
 * @example elementReference(manifest, 'rove-love')?.sections.map((s) => s.heading)
 * // ['Attributes', 'Properties', 'Methods', 'Events', 'Slots', 'CSS parts', 'CSS custom properties']
 */
export function elementReference(
  manifest: ElementsManifest,
  tag: string,
): ElementReference | undefined {
  const element = declaredElements(manifest).find((declaration) => declaration.tagName === tag);
  if (!element) return undefined;
  const members = element.members ?? [];
  const describe = (item: { description?: string }) => item.description ?? '';
  return {
    tag,
    summary: element.summary ?? '',
    description: element.description ?? '',
    sections: [
      {
        id: 'attributes',
        heading: 'Attributes',
        columns: ['Type', 'Default', 'Description'],
        rows: (element.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          cells: [typeOf(attribute), attribute.default ?? '', describe(attribute)],
        })),
      },
      {
        id: 'properties',
        heading: 'Properties',
        columns: ['Type', 'Attribute', 'Description'],
        rows: members
          .filter((member) => member.kind === 'field')
          .map((field) => ({
            name: field.name,
            cells: [typeOf(field), field.attribute ?? '', describe(field)],
          })),
      },
      {
        id: 'methods',
        heading: 'Methods',
        columns: ['Signature', 'Description'],
        rows: members
          .filter((member) => member.kind === 'method')
          .map((method) => ({
            name: method.name,
            cells: [
              `(${(method.parameters ?? []).map((p) => `${p.name}: ${typeOf(p)}`).join(', ')}) => ${method.return?.type?.text ?? 'void'}`,
              describe(method),
            ],
          })),
      },
      {
        id: 'events',
        heading: 'Events',
        columns: ['Type', 'Description'],
        rows: (element.events ?? []).map((event) => ({
          name: event.name,
          cells: [typeOf(event), describe(event)],
        })),
      },
      {
        id: 'slots',
        heading: 'Slots',
        columns: ['Description'],
        rows: (element.slots ?? []).map((slot) => ({
          name: slot.name === '' ? '(default)' : slot.name,
          cells: [describe(slot)],
        })),
      },
      {
        id: 'css-parts',
        heading: 'CSS parts',
        columns: ['Description'],
        rows: (element.cssParts ?? []).map((part) => ({
          name: part.name,
          cells: [describe(part)],
        })),
      },
      {
        id: 'css-properties',
        heading: 'CSS custom properties',
        columns: ['Default', 'Description'],
        rows: (element.cssProperties ?? []).map((property) => ({
          name: property.name,
          cells: [property.default ?? '', describe(property)],
        })),
      },
    ],
  };
}
