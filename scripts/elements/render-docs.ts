import type { ElementInfo } from './model';
import { eventDescription } from './render-cem';
import { GENERATED } from './generated-note';

/**
 * docs/elements/<tag>.md: one element's page (attributes, properties, events, CSS custom
 * properties and parts, states), from the same facts as the manifest and the typings.
 */
export function renderElementPage(element: ElementInfo): string {
  const out: string[] = [
    `<!-- ${GENERATED} -->`,
    '',
    `# \`<${element.tag}>\`${element.summary ? ` — ${element.summary}` : ''}`,
    '',
    element.description,
    '',
    `Source and behaviour: [widgets/${element.folder}/README.md](../../widgets/${element.folder}/README.md).`,
    `Typings: \`${element.typeName}\` in [types/elements.d.ts](../../types/elements.d.ts).`,
    '',
    '## Attributes',
    '',
  ];
  if (element.attributes.length === 0) out.push('None.');
  else {
    out.push('| Attribute | Property | Type | Default | Description |', '|---|---|---|---|---|');
    for (const a of element.attributes) {
      out.push(
        row([
          code(a.name),
          a.fieldName ? code(a.fieldName) : '—',
          a.type,
          a.default ?? '—',
          a.description,
        ]),
      );
    }
  }
  out.push('', '## Properties and methods', '');
  if (element.members.length === 0) out.push('None besides those of `HTMLElement`.');
  else {
    out.push('| Name | Type | Description |', '|---|---|---|');
    for (const m of element.members) {
      if (m.kind === 'field') {
        const name = `${code(m.name)}${m.readonly ? ' (read-only)' : ''}`;
        out.push(row([name, code(m.type), m.description]));
      } else {
        const parameters = m.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`);
        out.push(
          row([code(`${m.name}(${parameters.join(', ')})`), code(m.returns), m.description]),
        );
      }
    }
  }
  out.push('', '## Events', '');
  if (element.events.length === 0) out.push('None.');
  else {
    out.push('| Event | Detail | Description |', '|---|---|---|');
    for (const e of element.events)
      out.push(row([code(e.name), code(e.detail), eventDescription(e)]));
  }
  out.push('', '## CSS custom properties', '');
  if (element.cssProperties.length === 0) out.push('None.');
  else {
    out.push('| Property | Default | Changes |', '|---|---|---|');
    for (const p of element.cssProperties)
      out.push(row([code(p.name), p.default ? code(p.default) : '—', p.description ?? '']));
  }
  out.push('', '## CSS parts', '');
  out.push(
    element.cssParts.length === 0
      ? 'None: the element renders in light DOM, so its `rove-*` classes are styled directly (in `@layer rove`).'
      : element.cssParts.map((part) => `- ${code(part)}`).join('\n'),
  );
  out.push('', '## States', '');
  if (element.states.length === 0) out.push('No stories yet.');
  else {
    out.push('Each state is a Storybook story (served by the demo host at `/storybook/`).', '');
    out.push('| State | Story file |', '|---|---|');
    for (const s of element.states) {
      out.push(
        row([
          `[${s.name}](/storybook/?path=/story/${s.id})`,
          `[${s.file}](../../${s.file}) \`${s.exportName}\``,
        ]),
      );
    }
  }
  out.push('');
  return out.join('\n');
}

/** docs/elements/README.md: the index of the element pages. */
export function renderIndex(elements: readonly ElementInfo[]): string {
  const count = (n: number) => (n === 0 ? '—' : String(n));
  const out = [
    `<!-- ${GENERATED} -->`,
    '',
    '# Rove elements',
    '',
    `${elements.length} custom elements. Each page lists an element's attributes, properties, events, CSS custom properties and parts, and its states (Storybook stories). The same facts are in [custom-elements.json](../../custom-elements.json) (Custom Elements Manifest 2.1.0) and [types/elements.d.ts](../../types/elements.d.ts) (with [React](../../types/jsx-react.d.ts) and [Preact](../../types/jsx-preact.d.ts) JSX typings).`,
    '',
    '## Including them',
    '',
    'A page includes the loader once; each element loads when its tag appears:',
    '',
    '```html',
    '<script type="module" src="/rove/loader.js" data-base="/rove/"></script>',
    '<!-- or, where a CMS can only add a classic script (the shim adds the module tag): -->',
    '<script src="/rove/loader.classic.js" data-base="/rove/"></script>',
    '```',
    '',
    "TypeScript hosts: `import type {} from 'rove-widgets'` types `document.querySelector('rove-love')` and the `rove:*` events on `document`; `import type {} from 'rove-widgets/jsx-react'` (or `/jsx-preact`) adds the tags to JSX.",
    '',
    '## Elements',
    '',
    '| Element | What it is | Attributes | Events | States |',
    '|---|---|---|---|---|',
    ...elements.map((e) =>
      row([
        `[\`<${e.tag}>\`](${e.tag}.md)`,
        e.summary || e.description.split(/(?<=\.)\s/)[0] || '',
        count(e.attributes.length),
        count(e.events.length),
        count(e.states.length),
      ]),
    ),
    '',
  ];
  return out.join('\n');
}

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** A table row: pipes escaped (GFM unescapes them, in code spans too), one line. */
function row(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')).join(' | ')} |`;
}
