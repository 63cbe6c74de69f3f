import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeElement, camel } from './analyze';
import type { AttributeInfo, AttributeType, ElementInfo, EventInfo } from './model';
import { openProgram } from './program';
import { readCss, readReadme, type ReadmeFacts } from './readme-css';
import { tokenDescription } from '../../widgets/shared/styles/design-tokens';
import { readStories, statesByFolder } from './stories';

/**
 * Everything known about every element: the sources (define.ts → element class or
 * createRoveElement props, events), the widget README (summary, description, attribute
 * meanings), its stylesheets (custom properties) and the stories (states). Sorted by tag.
 *
 * @example collectElements(process.cwd()).map((e) => e.tag) // ['rove-accordion', …]
 */
export function collectElements(root: string, source = openProgram(root)): ElementInfo[] {
  const facts = source.defineFiles.map((file) => analyzeElement(source, file));
  const storiesDir = path.join(root, 'stories');
  const storyFiles = readdirSync(storiesDir)
    .filter((name) => /\.stories\.tsx?$/.test(name))
    .sort()
    .map((name) =>
      readStories(`stories/${name}`, readFileSync(path.join(storiesDir, name), 'utf8')),
    );
  const states = statesByFolder(
    storyFiles,
    facts.map((f) => f.folder),
  );

  return facts
    .map((fact): ElementInfo => {
      const readmePath = path.join(root, 'widgets', fact.folder, 'README.md');
      const readmeText = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '';
      const readme = readReadme(readmeText);
      const css = readCss(
        fact.tag,
        fact.stylesheets.map((file) => readFileSync(file, 'utf8')),
      );
      const fieldNames = new Set(fact.members.filter((m) => m.kind === 'field').map((m) => m.name));
      const attributes: AttributeInfo[] = fact.props
        ? fact.props.map((p) => attribute(kebabOf(p.name), p.type, readme, p.description, p.name))
        : [...new Set([...fact.readAttributes.keys(), ...css.attributes])].sort().map((name) => {
            const read = fact.readAttributes.get(name);
            const type = read ?? readme.attributes.get(name)?.type ?? 'string';
            const field = fieldNames.has(camel(name)) ? camel(name) : undefined;
            return attribute(name, type, readme, '', field);
          });
      const members = fact.members.map((member) => {
        if (member.kind !== 'field') return member;
        const linked = attributes.find((a) => a.fieldName === member.name);
        if (!linked) return member;
        return {
          ...member,
          attribute: linked.name,
          description: member.description || linked.description,
        };
      });
      const parts = new Set(css.parts);
      for (const text of fact.scriptTexts) {
        for (const match of text.matchAll(
          /\bpart=["']([\w-]+)|setAttribute\(\s*'part',\s*'([\w-]+)'/g,
        )) {
          parts.add((match[1] ?? match[2]) as string);
        }
      }
      return {
        tag: fact.tag,
        folder: fact.folder,
        typeName: typeNameOf(fact.tag),
        summary: readme.summary,
        description: readme.description,
        attributes,
        members,
        events: fact.events.map((event) => describeEvent(event, readmeText)),
        cssProperties: css.properties
          .filter((p) => !fact.scriptSetProperties.has(p.name))
          .map((p) => ({ ...p, description: tokenDescription(p.name) ?? '' })),
        cssParts: [...parts].sort(),
        states: states.get(fact.folder) ?? [],
      };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

function kebabOf(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `rove-love-count` → `RoveLoveCountElement`. */
export function typeNameOf(tag: string): string {
  return `${tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Element`;
}

function attribute(
  name: string,
  type: AttributeType,
  readme: ReadmeFacts,
  doc: string,
  fieldName: string | undefined,
): AttributeInfo {
  const row = readme.attributes.get(name);
  return {
    name,
    type,
    ...(fieldName ? { fieldName } : {}),
    description: doc || row?.meaning || '',
    ...(row?.default ? { default: row.default } : {}),
  };
}

/**
 * A DOM event's description: the README's sentence that names it (the authors' word on
 * when it fires), else the doc of the method that dispatches it. Bus events keep their
 * core/events.ts doc.
 */
function describeEvent(event: EventInfo, readme: string): EventInfo {
  if (event.via === 'bus') return event;
  const line = readme
    .split(/\n\s*\n|\n(?=[-*] )/)
    .filter((block) => !block.trimStart().startsWith('|'))
    .flatMap((block) =>
      block
        .replace(/\s*\n\s*/g, ' ')
        .replace(/^[-*]\s+/, '')
        .split(/(?<=[.!?])\s+(?=[A-Z`'*])/),
    )
    .map((sentence) => sentence.trim())
    .find((sentence) => sentence.includes(`\`${event.name}\``));
  return line ? { ...event, description: line } : event;
}
