// @vitest-environment happy-dom
/**
 * "What's covered" as a shopper meets it (buy box and checkout): the button, the dialog that
 * arrives with its chunk and loads the provider's terms, the terms sanitized, a short message
 * when they cannot load, and focus back on the button. Runs under React and again under
 * preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { resetLogOnce } from '../../../core/log';
import { CoverageButton } from './CoverageButton';
import { heldFetch } from '../../../tests/helpers/stalled-fetch';
import { serveFetch } from '../../../tests/helpers/serve-fetch';

// happy-dom cannot run DOMPurify (core/sanitize/html fails closed there; its own tests run in
// Chromium). This stand-in drops event-handler attributes, so a test can tell the text went
// through it.
const sanitizeHtml = vi.hoisted(() =>
  vi.fn((html: string) => html.replace(/\son\w+="[^"]*"/g, '')),
);
vi.mock('../../../core/sanitize/html', () => ({ sanitizeHtml }));

const { show } = flushRenderer();
const waitFor = vi.waitFor;

const TEXT = {
  title: 'What’s covered',
  loading: 'Loading…',
  error: 'An error has occurred.',
  close: 'Close',
};
const REQUEST = {
  path: 'ajax/uc_mulberry/modal-checkout/100001',
  query: { ajax: '1', hide_title: '1' },
  basePath: '/shop/',
};

function serve(reply: () => Response | Promise<Response>): URL[] {
  return serveFetch((request) => new URL(request.url), reply);
}

const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html' } });
const button = () => document.querySelector<HTMLButtonElement>('button.link')!;
const dialog = () => document.querySelector('dialog');

beforeEach(() => {
  resetLogOnce();
  sanitizeHtml.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CoverageButton', () => {
  it('opens the terms asked for, sanitized, and gives focus back when closed', async () => {
    const asked = serve(() =>
      html('<p>Stains and rips are covered.</p><img src=x onerror="window.pwned=1">'),
    );
    show(<CoverageButton className="link" request={REQUEST} text={TEXT} />);
    expect(button().textContent).toBe('What’s covered');
    expect(button().getAttribute('aria-haspopup')).toBe('dialog');
    expect(asked).toHaveLength(0);

    button().click();
    await waitFor(() => expect(dialog()?.textContent).toContain('Stains and rips are covered.'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/shop/ajax/uc_mulberry/modal-checkout/100001');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ ajax: '1', hide_title: '1' });
    expect(sanitizeHtml).toHaveBeenCalledTimes(1);
    expect(dialog()!.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const titleId = dialog()!.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('What’s covered');

    dialog()!.querySelector<HTMLButtonElement>('.rove-modal__close')!.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(button());
  });

  it.each([
    ['a failed call', () => new Response('no', { status: 500 })],
    ['an empty text', () => html('  ')],
  ])('%s says so in the dialog, logged once', async (_, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(reply);
    show(<CoverageButton className="link" request={REQUEST} text={TEXT} />);
    button().click();
    await waitFor(() => expect(dialog()?.textContent).toContain('An error has occurred.'));
    expect(dialog()!.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[rove\] protection coverage text unavailable/);
  });

  it('closing before the terms arrive aborts their request; opening again asks afresh', async () => {
    const { fetch, signals, answers } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    show(<CoverageButton className="link" request={REQUEST} text={TEXT} />);
    button().click();
    await waitFor(() => expect(signals).toHaveLength(1));
    dialog()!.querySelector<HTMLButtonElement>('.rove-modal__close')!.click();
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));

    button().click();
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[1]!.aborted).toBe(false);
    answers[0]!(html('<p>Asked before.</p>'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(dialog()?.textContent).toContain('Loading…');
    answers[1]!(html('<p>Covered.</p>'));
    await waitFor(() => expect(dialog()?.textContent).toContain('Covered.'));
    expect(dialog()?.textContent).not.toContain('Asked before.');
  });

  it('says it is loading until the terms arrive', async () => {
    let release: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (release = resolve)));
    show(<CoverageButton className="link" request={REQUEST} text={TEXT} />);
    button().click();
    await waitFor(() => expect(dialog()?.textContent).toContain('Loading…'));
    expect(dialog()!.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    release(html('<p>Covered.</p>'));
    await waitFor(() => expect(dialog()?.textContent).toContain('Covered.'));
  });
});
