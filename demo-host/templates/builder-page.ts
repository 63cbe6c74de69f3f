import { jsonForScript } from '../../core/json-script';
import { markup, trusted, type SafeHtml } from '../lib/html';
import type { BuilderField } from '../public/builder-logic.js';
import { htmlSnippet, previewQuery } from '../public/builder-logic.js';
import type { BuilderElement } from '../routes/builder-model';

// /builder: the embed builder's page (docs/decisions/0078). The server renders everything a
// marketer reads — the element chooser (a GET form, so it works without script), the fields, the
// snippet and the two preview frames — and builder.js makes the fields live (validation, preview,
// copy). Its data block carries the fields' rules, which builder-logic.js applies on both sides.

/** The preview frames: a phone and a desktop width, each scaled down to fit its column. */
export const PREVIEW_FRAMES = [
  { id: 'phone', label: 'Phone', width: 390, height: 700 },
  { id: 'desktop', label: 'Desktop', width: 1280, height: 800 },
] as const;

export interface BuilderPageInput {
  elements: readonly BuilderElement[];
  chosen: BuilderElement;
  /** The demo host's settings at the element's keys (routes/builder-model.ts settingsAt). */
  settings: Record<string, unknown>;
}

export function builderPage({ elements, chosen, settings }: BuilderPageInput): SafeHtml {
  const snippet = htmlSnippet(chosen.tag, chosen.fields, {});
  const preview = `/builder/preview?${previewQuery(chosen.tag, chosen.fields, {})}`;
  return markup`<link rel="stylesheet" href="/demo-assets/builder.css">
<div class="builder">
<h1>Embed builder</h1>
<p class="builder__intro">Pick an element, set its options, watch it live at phone and desktop widths, then copy the snippet into your campaign page. The page also needs the SDK's loader and its settings block (README, “Embedding a widget”).</p>
<form class="builder__choose" method="get" action="/builder">
<label for="builder-tag">Element</label>
<select id="builder-tag" name="tag">
${elements.map(
  (element) =>
    markup`<option value="${element.tag}"${element.tag === chosen.tag ? markup` selected` : ''}>&lt;${element.tag}&gt; — ${element.summary}</option>\n`,
)}</select>
<button type="submit" class="button">Show its options</button>
</form>
<div class="builder__layout">
<div class="builder__controls">
<h2 id="builder-options-title">Options of <code>&lt;${chosen.tag}&gt;</code></h2>
<p class="builder__summary">${chosen.description}</p>
<form id="builder-form" class="builder__form" novalidate aria-labelledby="builder-options-title" data-tag="${chosen.tag}">
<script type="application/json" id="builder-fields">${trusted(jsonForScript(chosen.fields))}</script>
<fieldset class="builder__group">
<legend>Attributes</legend>
${chosen.fields.length > 0 ? chosen.fields.map(fieldMarkup) : markup`<p>This element takes no attributes: the snippet is its tag alone.</p>`}
</fieldset>
<fieldset class="builder__group">
<legend>Settings it reads</legend>
${settingsHint(chosen, settings)}
</fieldset>
</form>
<section class="builder__output" aria-labelledby="builder-snippet-title">
<h2 id="builder-snippet-title">Snippet</h2>
<h3 id="builder-html-title">HTML</h3>
<pre class="builder__code"><code id="builder-snippet">${snippet}</code></pre>
<button type="button" class="button" id="builder-copy-html" data-copy="builder-snippet" hidden>Copy HTML</button>
${Object.keys(settings).length > 0 ? settingsBlock(settings) : ''}<p class="builder__status" id="builder-status" role="status" aria-live="polite"></p>
<div class="builder__fallback" id="builder-fallback" hidden>
<label for="builder-fallback-text">The browser refused the clipboard: the text is selected below, copy it with Ctrl+C (⌘C on a Mac).</label>
<textarea id="builder-fallback-text" readonly rows="4"></textarea>
</div>
</section>
</div>
<section class="builder__previews" aria-labelledby="builder-preview-title">
<h2 id="builder-preview-title">Live preview</h2>
${PREVIEW_FRAMES.map(
  (frame) => markup`<figure class="builder__frame builder__frame--${frame.id}">
<figcaption>${frame.label}, ${frame.width} px wide</figcaption>
<div class="builder__viewport" data-frame-width="${frame.width}" data-frame-height="${frame.height}">
<iframe class="builder__iframe" name="builder-preview-${frame.id}" title="${frame.label} preview of &lt;${chosen.tag}&gt;, ${frame.width} px wide" src="${preview}" width="${frame.width}" height="${frame.height}"></iframe>
</div>
</figure>
`,
)}</section>
</div>
</div>
<script type="module" src="/demo-assets/builder.js"></script>`;
}

/** The settings JSON the element needs, to copy into the page's settings block. */
function settingsBlock(settings: Record<string, unknown>): SafeHtml {
  return markup`<h3 id="builder-settings-title">Settings JSON</h3>
<pre class="builder__code"><code id="builder-settings">${JSON.stringify(settings, null, 2)}</code></pre>
<button type="button" class="button button--ghost" id="builder-copy-settings" data-copy="builder-settings" hidden>Copy settings JSON</button>
`;
}

/** The ids of a field's input, hint and error (the error is tied to the input when shown). */
export function fieldIds(field: BuilderField): { input: string; hint: string; error: string } {
  const input = `builder-attr-${field.attribute}`;
  return { input, hint: `${input}-hint`, error: `${input}-error` };
}

function fieldMarkup(field: BuilderField): SafeHtml {
  const ids = fieldIds(field);
  const hint = markup`<p class="builder-field__hint" id="${ids.hint}">${field.description}${
    field.defaultValue !== null ? ` Default: ${field.defaultValue}.` : ''
  }</p>`;
  const error = markup`<p class="builder-field__error" id="${ids.error}" hidden></p>`;
  const type = markup`<span class="builder-field__type">${field.kind === 'enum' ? 'choice' : field.kind}</span>`;
  const common = markup`id="${ids.input}" name="${field.attribute}" aria-describedby="${ids.hint}"`;
  switch (field.kind) {
    case 'boolean':
      return markup`<div class="builder-field builder-field--boolean">
<input type="checkbox" ${common}>
<label for="${ids.input}"><code>${field.attribute}</code> ${type}</label>
${hint}${error}
</div>
`;
    case 'enum':
      return markup`<div class="builder-field">
<label for="${ids.input}"><code>${field.attribute}</code> ${type}</label>
<select ${common}>
<option value="">${field.defaultValue !== null ? `Default (${field.defaultValue})` : 'Not set'}</option>
${field.options.map((option) => markup`<option value="${option}">${option}</option>\n`)}</select>
${hint}${error}
</div>
`;
    default:
      return markup`<div class="builder-field">
<label for="${ids.input}"><code>${field.attribute}</code> ${type}</label>
<input type="text" ${common}${field.kind === 'number' ? markup` inputmode="decimal"` : ''} autocomplete="off" spellcheck="false">
${hint}${error}
</div>
`;
  }
}

function settingsHint(element: BuilderElement, settings: Record<string, unknown>): SafeHtml {
  if (element.settingsKeys.length === 0) {
    return markup`<p>Its documentation names no settings key of its own: it works with the page’s usual settings block (README, “Embedding a widget”).</p>`;
  }
  const note =
    Object.keys(settings).length > 0
      ? 'The settings JSON below has this demo’s values for them; the page’s settings block must carry them.'
      : 'This page of the demo sets none of them (they come with the pages that use the element), so there is no JSON to copy: see the element’s documentation for their shape.';
  return markup`<p>From its documentation (docs/elements/${element.tag}.md). ${note}</p>
<ul class="builder__keys">
${element.settingsKeys.map((key) => markup`<li><code>settings.${key}</code></li>\n`)}</ul>`;
}

/**
 * /demo's way in, for marketers (routes/demo.ts puts it after the scenario sections; its
 * stylesheet spaces it from them).
 */
export const BUILDER_LINK = markup`<link rel="stylesheet" href="/demo-assets/builder.css">
<div class="demo-sections demo-builder-link">
<section class="demo-section">
<h2>Embed builder</h2>
<p class="demo-section__note">For campaign pages: pick an element, set its options, see it at phone and desktop widths and copy the snippet — <a href="/builder">open the embed builder</a>.</p>
</section>
</div>`;
