import { markup, trusted, type SafeHtml } from '../lib/html';
import { escapeJsonText, jsonForScript } from '../../core/json-script';

/** How a page hands settings to the SDK (docs/architecture.md §3): JSON tag, legacy global, or both. */
export type SettingsSource =
  | { kind: 'json'; settings: object }
  | { kind: 'legacy'; settings: object }
  | { kind: 'json-and-legacy'; json: object; legacy: object }
  /** Deliberately malformed JSON text (scenario pages); still escaped so it cannot break out. */
  | { kind: 'raw-json'; text: string };

function jsonTag(json: string): SafeHtml {
  return markup`<script type="application/json" id="rove-settings">${trusted(json)}</script>`;
}

// Legacy window.Drupal.settings without an inline script (the CSP forbids those): a static
// script reads the JSON from its own data-settings attribute. Attribute escaping is markup``'s.
function legacyTag(settings: object): SafeHtml {
  const json = JSON.stringify(settings);
  return markup`<script src="/demo-assets/drupal-settings.js" data-settings="${json}"></script>`;
}

export function settingsTags(source: SettingsSource): SafeHtml {
  switch (source.kind) {
    case 'json':
      return jsonTag(jsonForScript(source.settings));
    case 'legacy':
      return legacyTag(source.settings);
    case 'json-and-legacy':
      return markup`${legacyTag(source.legacy)}\n${jsonTag(jsonForScript(source.json))}`;
    case 'raw-json':
      return jsonTag(escapeJsonText(source.text));
  }
}

export const LOADER_TAG = markup`<script type="module" src="/rove/loader.js" data-base="/rove/" fetchpriority="low"></script>`;
