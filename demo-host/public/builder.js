/* global document, window, navigator, ResizeObserver */
// /builder (docs/decisions/0078): makes the server-rendered form live. Each change checks its
// field (builder-logic.js: the rules the server applies to the preview too), rewrites the
// snippet at once and the two preview frames after a pause; the copy buttons put the snippet or
// the settings JSON on the clipboard, or, when the browser refuses, in a selected text area.
// DOM text and properties only, never markup: the page runs under Trusted Types (?csp=strict).
import { checkField, htmlSnippet, previewQuery } from './builder-logic.js';

/** The frames reload this long after the last keystroke, not on every one. */
const PREVIEW_DELAY_MS = 400;

const form = document.getElementById('builder-form');
const fieldsBlock = document.getElementById('builder-fields');
if (form && fieldsBlock) start(form, JSON.parse(fieldsBlock.textContent || '[]'));

function start(form, fields) {
  const tag = form.getAttribute('data-tag') || '';
  const snippet = document.getElementById('builder-snippet');
  const frames = [...document.querySelectorAll('.builder__iframe')];
  let timer = 0;

  /** Each field's value as the form holds it: checkboxes as booleans, the rest as text. */
  function values() {
    const out = {};
    for (const field of fields) {
      const input = form.elements.namedItem(field.attribute);
      if (input) out[field.attribute] = field.kind === 'boolean' ? input.checked : input.value;
    }
    return out;
  }

  function showCheck(field, { error }) {
    const input = form.elements.namedItem(field.attribute);
    const message = document.getElementById(`${input.id}-error`);
    const hint = `${input.id}-hint`;
    message.textContent = error || '';
    message.hidden = !error;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${hint} ${message.id}`);
    } else {
      input.removeAttribute('aria-invalid');
      input.setAttribute('aria-describedby', hint);
    }
  }

  function refreshPreview() {
    const url = `/builder/preview?${previewQuery(tag, fields, values())}`;
    for (const frame of frames) {
      // replace(): the frames' updates are no entries in the tab's history (Back leaves /builder).
      const current = frame.contentWindow && frame.contentWindow.location;
      if (current && current.pathname + current.search !== url) current.replace(url);
    }
  }

  function onEdit(event, showErrors) {
    const field = fields.find((f) => f.attribute === event.target.name);
    if (!field) return;
    const check = checkField(field, values()[field.attribute]);
    // While typing, an error already shown goes as soon as the value is right; a new one waits
    // for the field's change (leaving it, or a choice), so a half-typed value is not scolded.
    if (showErrors || !check.error) showCheck(field, check);
    snippet.textContent = htmlSnippet(tag, fields, values());
    window.clearTimeout(timer);
    timer = window.setTimeout(refreshPreview, PREVIEW_DELAY_MS);
  }

  // Values typed before this module ran, or put back by the browser on Back, count at once.
  const typed = fields.filter((field) => {
    const raw = values()[field.attribute];
    return raw !== undefined && raw !== '' && raw !== false;
  });
  if (typed.length > 0) {
    for (const field of typed) showCheck(field, checkField(field, values()[field.attribute]));
    snippet.textContent = htmlSnippet(tag, fields, values());
    refreshPreview();
  }

  form.addEventListener('input', (event) => onEdit(event, false));
  form.addEventListener('change', (event) => onEdit(event, true));
  // Enter in a text field would submit the form and reload the page with nothing kept.
  form.addEventListener('submit', (event) => event.preventDefault());

  fitFrames();
  startCopyButtons();
}

/**
 * Each frame keeps its device width (390 or 1280 px, so the page inside lays out as on that
 * device) and is scaled down to its column; the column's height follows the scale.
 */
function fitFrames() {
  const viewports = [...document.querySelectorAll('.builder__viewport')];
  const fit = () => {
    for (const viewport of viewports) {
      const frame = viewport.querySelector('iframe');
      const width = Number(viewport.getAttribute('data-frame-width'));
      const height = Number(viewport.getAttribute('data-frame-height'));
      const scale = Math.min(1, viewport.clientWidth / width);
      frame.style.transform = scale < 1 ? `scale(${scale})` : '';
      viewport.style.height = `${Math.ceil(height * scale)}px`;
    }
  };
  fit();
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(fit);
    for (const viewport of viewports) observer.observe(viewport);
  }
}

function startCopyButtons() {
  const status = document.getElementById('builder-status');
  const fallback = document.getElementById('builder-fallback');
  const fallbackText = document.getElementById('builder-fallback-text');

  function announce(message) {
    // Emptied first, so the same message twice in a row is announced twice.
    status.textContent = '';
    window.setTimeout(() => {
      status.textContent = message;
    }, 50);
  }

  function offerToSelect(text) {
    fallbackText.value = text;
    fallback.hidden = false;
    fallbackText.focus();
    fallbackText.select();
    announce('Copy refused by the browser: the text is selected below, press Ctrl+C to copy it.');
  }

  for (const button of document.querySelectorAll('[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const text = document.getElementById(button.getAttribute('data-copy')).textContent || '';
      const clipboard = navigator.clipboard;
      if (!clipboard || typeof clipboard.writeText !== 'function') {
        offerToSelect(text);
        return;
      }
      clipboard.writeText(text).then(
        () => {
          fallback.hidden = true;
          announce('Copied');
        },
        () => offerToSelect(text),
      );
    });
  }
}
