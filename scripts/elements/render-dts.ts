import path from 'node:path';
import { GENERATED } from './generated-note';
import type { AttributeInfo, ElementInfo, MemberInfo } from './model';
import { ROVE_API_FILE, ROVE_API_SOURCES } from './render-rove-api';

/**
 * types/elements.d.ts: each element's interface (its properties and methods), its attributes
 * as markup writes them, HTMLElementTagNameMap (so `document.querySelector('rove-love')` is
 * typed) and DocumentEventMap for the `rove:*` events that bubble up to `document`.
 * Framework-free: the JSX typings are files of their own (render-jsx below), so a React host
 * needs no Preact types and the other way round.
 */
export function renderElementTypes(elements: readonly ElementInfo[]): string {
  const out: string[] = [`// ${GENERATED}`, '', ...roveApiExports(), ''];
  for (const element of elements) {
    if (element.attributes.length === 0) {
      out.push(`/** \`<${element.tag}>\` has no attributes of its own. */`);
      out.push(`export type ${attributesName(element)} = Record<never, never>;`, '');
    } else {
      out.push(`/** Attributes of \`<${element.tag}>\` as markup writes them (kebab-case). */`);
      out.push(`export interface ${attributesName(element)} {`);
      for (const attribute of element.attributes) {
        out.push(...doc(attribute.description, '  '));
        out.push(`  ${key(attribute.name)}?: ${attributeType(attribute)};`);
      }
      out.push('}', '');
    }
    out.push(
      ...doc(
        `\`<${element.tag}>\`${element.summary ? `: ${element.summary}` : ''}. ${element.description}`,
        '',
      ),
    );
    if (element.members.length === 0) {
      out.push(`export type ${element.typeName} = HTMLElement;`, '');
      continue;
    }
    out.push(`export interface ${element.typeName} extends HTMLElement {`);
    for (const member of element.members) out.push(...memberLines(member));
    out.push('}', '');
  }
  out.push("/** Every Rove element's attributes, by tag (what the JSX typings use). */");
  out.push('export interface RoveElementAttributes {');
  for (const element of elements) out.push(`  '${element.tag}': ${attributesName(element)};`);
  out.push('}', '');
  const events = new Map<string, string>();
  for (const element of elements) {
    for (const event of element.events)
      if (!events.has(event.name)) events.set(event.name, event.detail);
  }
  out.push('declare global {');
  out.push('  interface HTMLElementTagNameMap {');
  for (const element of elements) out.push(`    '${element.tag}': ${element.typeName};`);
  out.push('  }');
  out.push("  /** The elements' events: they bubble to `document` (or are dispatched there). */");
  out.push('  interface DocumentEventMap {');
  for (const [name, detail] of [...events].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`    '${name}': CustomEvent<${detail}>;`);
  }
  out.push('  }');
  out.push('}', '');
  return out.join('\n');
}

/** types/jsx-react.d.ts or types/jsx-preact.d.ts: the intrinsic elements for that JSX. */
export function renderJsxTypes(
  elements: readonly ElementInfo[],
  library: 'react' | 'preact',
): string {
  const attributes =
    library === 'react'
      ? (element: ElementInfo) =>
          `React.DetailedHTMLProps<React.HTMLAttributes<${element.typeName}>, ${element.typeName}> & ${attributesName(element)}`
      : (element: ElementInfo) =>
          `PreactJSX.HTMLAttributes<${element.typeName}> & ${attributesName(element)}`;
  const names = elements.flatMap((e) => [e.typeName, attributesName(e)]).sort();
  const out = [
    `// ${GENERATED}`,
    '//',
    `// The Rove elements in ${library === 'react' ? 'React 19' : 'Preact'} JSX: import it once, e.g.`,
    `// \`import type {} from 'rove-widgets/jsx-${library}';\`.`,
    '',
    library === 'react'
      ? "import type * as React from 'react';"
      : "import type { JSX as PreactJSX } from 'preact';",
    `import type {\n${names.map((n) => `  ${n},`).join('\n')}\n} from './elements.js';`,
    '',
    `declare module '${library}' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((element) => `      '${element.tag}': ${attributes(element)};`),
    '    }',
    '  }',
    '}',
    '',
  ];
  return out.join('\n');
}

/** `window.Rove`'s types (types/rove-api.d.ts, which also declares them on `Window`). */
function roveApiExports(): string[] {
  const names = Object.values(ROVE_API_SOURCES).flat();
  const from = `./${path.basename(ROVE_API_FILE, '.d.ts')}.js`;
  return [
    "/** `window.Rove`'s API, its callback and the events `Rove.on` hears (types/rove-api.d.ts). */",
    `export type { ${names.join(', ')} } from '${from}';`,
  ];
}

export function attributesName(element: ElementInfo): string {
  return element.typeName.replace(/Element$/, 'Attributes');
}

/** Markup text: a number attribute also takes a numeric string, a boolean one is present or not. */
function attributeType(attribute: AttributeInfo): string {
  if (attribute.type === 'number') return 'number | `${number}`';
  if (attribute.type === 'boolean') return "boolean | '' | 'true' | 'false'";
  return 'string';
}

function memberLines(member: MemberInfo): string[] {
  const lines = doc(member.description, '  ');
  if (member.kind === 'method') {
    const parameters = member.parameters
      .map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`)
      .join(', ');
    lines.push(`  ${member.name}(${parameters}): ${member.returns};`);
    return lines;
  }
  const optional = member.optional ? '?' : '';
  lines.push(`  ${member.readonly ? 'readonly ' : ''}${member.name}${optional}: ${member.type};`);
  return lines;
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
}

function doc(text: string, indent: string): string[] {
  const clean = text.replace(/\*\//g, '*\\/').trim();
  return clean ? [`${indent}/** ${clean} */`] : [];
}
