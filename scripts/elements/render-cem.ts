import type { ElementInfo, EventInfo } from './model';

/**
 * The Custom Elements Manifest (schema 2.1.0, https://github.com/webcomponents/custom-elements-manifest):
 * one module per widget's define.ts, declaring the element class with its tag, attributes,
 * members, events, CSS custom properties and parts, and its Storybook states as demos.
 *
 * @example JSON.parse(renderManifest(elements)).modules[0].declarations[0].tagName
 */
export function renderManifest(elements: readonly ElementInfo[]): string {
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'docs/elements/README.md',
    modules: elements.map((element) => {
      const modulePath = `widgets/${element.folder}/define.ts`;
      return {
        kind: 'javascript-module',
        path: modulePath,
        declarations: [
          {
            kind: 'class',
            name: element.typeName,
            customElement: true,
            tagName: element.tag,
            ...(element.summary ? { summary: element.summary } : {}),
            description: element.description,
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: element.attributes.map((a) => ({
              name: a.name,
              type: { text: a.type },
              ...(a.fieldName ? { fieldName: a.fieldName } : {}),
              ...(a.default ? { default: a.default } : {}),
              description: a.description,
            })),
            members: element.members.map((m) =>
              m.kind === 'field'
                ? {
                    kind: 'field',
                    name: m.name,
                    type: { text: m.type },
                    ...(m.readonly ? { readonly: true } : {}),
                    ...(m.attribute ? { attribute: m.attribute } : {}),
                    description: m.description,
                  }
                : {
                    kind: 'method',
                    name: m.name,
                    parameters: m.parameters.map((p) => ({
                      name: p.name,
                      type: { text: p.type },
                      ...(p.optional ? { optional: true } : {}),
                    })),
                    return: { type: { text: m.returns } },
                    description: m.description,
                  },
            ),
            events: element.events.map((e) => ({
              name: e.name,
              type: { text: `CustomEvent<${e.detail}>` },
              description: eventDescription(e),
            })),
            cssProperties: element.cssProperties.map((p) => ({
              name: p.name,
              ...(p.description ? { description: p.description } : {}),
              ...(p.default !== undefined ? { default: p.default } : {}),
            })),
            cssParts: element.cssParts.map((name) => ({ name })),
            demos: element.states.map((s) => ({
              url: `/storybook/?path=/story/${s.id}`,
              description: `${s.name} (${s.file})`,
            })),
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: element.tag,
            declaration: { name: element.typeName, module: modulePath },
          },
        ],
      };
    }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The event's meaning, then where it goes (a host script's listener needs to know). */
export function eventDescription(event: EventInfo): string {
  const where =
    event.target === 'element'
      ? 'Dispatched on the element; bubbles (composed).'
      : 'Dispatched on `document`, not on the element.';
  const bus =
    event.via === 'bus'
      ? ` A bus event: also \`Rove.on('${event.name.replace(/^rove:/, '')}', listener)\`.`
      : '';
  return [event.description, `${where}${bus}`].filter(Boolean).join(' ');
}
