import type { ReactNode } from 'react';
import manifest from '../../custom-elements.json';
import {
  elementReference,
  type ElementsManifest,
  type ReferenceSection,
} from './element-reference';
import './element-reference.css';

/** Text from the manifest, with its `code` spans (the READMEs' markdown) shown as code. */
function withCode(text: string): ReactNode[] {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Section({ tag, section }: { tag: string; section: ReferenceSection }) {
  const headingId = `reference-${tag}-${section.id}`;
  return (
    <section aria-labelledby={headingId} data-reference={section.id}>
      <h3 id={headingId}>{section.heading}</h3>
      {section.rows.length === 0 ? (
        <p>None.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              {section.columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                {row.cells.map((cell, index) => (
                  <td key={section.columns[index]}>
                    {section.columns[index] === 'Description' ? (
                      withCode(cell)
                    ) : (
                      <code>{cell}</code>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * An element's reference: its attributes, properties, methods, events, slots, CSS parts and
 * custom properties as custom-elements.json declares them. A block of the docs pages
 * (ElementDocsPage.tsx), under their h1: the element is an h2, its sections h3s, and its ids
 * carry the tag, as a page may show several elements.
 */
export function ElementReference({ tag }: { tag: string }) {
  const reference = elementReference(manifest as ElementsManifest, tag);
  if (!reference)
    return <p>{`custom-elements.json declares no <${tag}>: run \`npm run elements\`.`}</p>;
  const headingId = `reference-${reference.tag}`;
  return (
    <article className="rove-reference" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <code>{`<${reference.tag}>`}</code>
        {reference.summary && ` — ${reference.summary}`}
      </h2>
      {reference.description && <p>{withCode(reference.description)}</p>}
      {reference.sections.map((section) => (
        <Section key={section.id} tag={reference.tag} section={section} />
      ))}
    </article>
  );
}
