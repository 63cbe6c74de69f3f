import { expect, type Frame, type Page } from '@playwright/test';

/** Where the keyboard focus is, and whether a sighted keyboard user can see it. */
export interface FocusInfo {
  /** tag.class "accessible-ish name" — for messages and the report. */
  label: string;
  /** aria-label, the labels' text, or the text content (trimmed). */
  name: string;
  role: string;
  /** Inside the dialog that is open, if any. */
  inDialog: boolean;
  /** A problem with the focus indicator or its position, or '' when fine. */
  problem: string;
}

/**
 * Reads the focused element of a document: a visible indicator (an outline or a box-shadow,
 * not `none`) and a position inside the viewport, not covered by something else (WCAG 2.2
 * 2.4.7 and 2.4.11). An iframe with focus is followed into (the payment card fields).
 */
function readFocus(): {
  label: string;
  name: string;
  role: string;
  inDialog: boolean;
  problem: string;
  isFrame: boolean;
} {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body)
    return {
      label: 'body',
      name: '',
      role: '',
      inDialog: false,
      problem: 'focus lost to <body>',
      isFrame: false,
    };
  const labels = [...((active as HTMLInputElement).labels ?? [])].map((l) => l.textContent);
  const name =
    (active.getAttribute('aria-label') ?? labels.join(' ')).trim() ||
    (active.textContent ?? '').trim();
  const shortName = name.replace(/\s+/g, ' ').slice(0, 60);
  const label = `${active.localName}${active.className ? `.${String(active.className).split(' ')[0]}` : ''} "${shortName}"`;
  const role = active.getAttribute('role') ?? active.localName;
  const inDialog = active.closest('dialog[open]') !== null;
  if (active.localName === 'iframe')
    return { label, name: shortName, role, inDialog, problem: '', isFrame: true };
  const style = getComputedStyle(active);
  const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadowed = style.boxShadow !== 'none';
  const problems: string[] = [];
  if (!active.matches(':focus-visible')) problems.push('not :focus-visible');
  if (!outlined && !shadowed) problems.push('no outline or box-shadow');
  const box = active.getBoundingClientRect();
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  if (!inView) problems.push(`outside the viewport (top ${Math.round(box.top)})`);
  else {
    // A visually hidden control (a styled radio) is drawn by its label: accept either.
    const hit = document.elementFromPoint(x, y);
    const drawnBy = (active as HTMLInputElement).labels?.[0];
    const own = (node: Element | null | undefined) =>
      !!node && !!hit && (node === hit || node.contains(hit) || hit.contains(node));
    if (!own(active) && !own(drawnBy) && box.width > 2 && box.height > 2)
      problems.push(`covered by ${hit?.localName}.${hit?.className}`);
  }
  return { label, name: shortName, role, inDialog, problem: problems.join(', '), isFrame: false };
}

/** The focused element of the page, or of the frame that holds the focus. */
async function readFocusOnce(page: Page): Promise<FocusInfo & { settling: boolean }> {
  const outer = await page.evaluate(readFocus);
  // A sandboxed frame (the provider's card fields) runs in a process of its own in Chromium:
  // Tab into or out of it hands focus over asynchronously, and for a moment <body> holds it
  // on one side or the other.
  const crossProcess = await page.evaluate(
    () => document.querySelector('iframe[sandbox]') !== null,
  );
  if (!outer.isFrame) return { ...outer, settling: crossProcess && outer.label === 'body' };
  const handle = await page.evaluateHandle(() => document.activeElement);
  const frame: Frame | null = (await handle.asElement()?.contentFrame()) ?? null;
  if (!frame) return { ...outer, settling: false };
  const inner = await frame.evaluate(readFocus);
  return {
    ...inner,
    label: `iframe › ${inner.label}`,
    inDialog: outer.inDialog,
    settling: inner.label === 'body',
  };
}

/** How long a hand-over of the focus to or from a cross-process frame may take. */
const HAND_OVER_MS = 5_000;

/**
 * The focused element of the page, or of the frame that holds the focus. Only a hand-over to
 * or from a cross-process frame is waited for: the focus is read again until it has landed
 * (up to {@link HAND_OVER_MS}); a focus that stays on <body> is reported.
 */
export async function focusOf(page: Page): Promise<FocusInfo> {
  let focus = await readFocusOnce(page);
  if (focus.settling)
    await expect
      .poll(async () => (focus = await readFocusOnce(page)).settling, { timeout: HAND_OVER_MS })
      .toBe(false)
      // Still on <body>: reported below as the focus lost, with the path walked.
      .catch(() => undefined);
  const { settling: _settling, ...info } = focus;
  return info;
}

/** One step of the journey, for the report: what was pressed, where focus went, problems. */
export interface JourneyStep {
  name: string;
  keys: string;
  focus: string;
  problems: string[];
}

/**
 * Presses `key` until the focused element satisfies `reached` (at most `max` presses),
 * checking the indicator at every stop on the way. Fails with the path walked.
 */
export async function pressUntil(
  page: Page,
  key: string,
  reached: (focus: FocusInfo) => boolean,
  max = 40,
): Promise<{ focus: FocusInfo; presses: number; problems: string[] }> {
  const path: string[] = [];
  const problems: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    const focus = await focusOf(page);
    path.push(focus.label);
    if (focus.problem) problems.push(`${focus.label}: ${focus.problem}`);
    if (reached(focus)) return { focus, presses, problems };
  }
  throw new Error(`${key} ×${max} never reached the target; focus went ${path.join(' → ')}`);
}

/** Asserts the focus indicator now, and returns the focus for the step record. */
export async function expectVisibleFocus(page: Page): Promise<FocusInfo> {
  const focus = await focusOf(page);
  expect(focus.problem, focus.label).toBe('');
  return focus;
}
