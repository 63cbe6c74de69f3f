// @vitest-environment happy-dom
/**
 * <rove-popups>' view: every kind's content, the email form's states (the specification's error class,
 * sending, done announced), the handlers, the countdown banner and its formatting, and that CMS
 * HTML only ever reaches the page through the sanitizer. Runs under React and preact/compat.
 */
import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupsMessages, popupsText } from '../../core/i18n/popups';
import { cleanMarkup } from './clean-markup';
import { countdownParts, countdownSentence, pad2 } from './countdown-text';
import { Popups, type PopupsProps } from './Popups';
import type { PopupDefinition, PopupKind, PopupMarkup, ShownPopup } from './types';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR tests below read them; other pages never do.
import '../../core/i18n/ko';

// happy-dom cannot run DOMPurify (core/sanitize/html fails closed there; it has its own Chromium
// test). A stand-in that strips scripts and handlers lets the view's wiring be checked: every
// CMS part goes through sanitizeHtml, and only what it returns is rendered. `useReal` switches
// to the real module for the fail-closed check.
const sanitizer = vi.hoisted(() => ({ useReal: false }));
vi.mock('../../core/sanitize/html', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/sanitize/html')>();
  return {
    ...actual,
    sanitizeHtml: vi.fn((html: string) =>
      sanitizer.useReal
        ? actual.sanitizeHtml(html)
        : html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, ''),
    ),
  };
});
const { sanitizeHtml } = await import('../../core/sanitize/html');

const EN = popupsText('en_US');
const KO = popupsText('ko_KR');

function definition(
  kind: PopupKind,
  overrides: Partial<Omit<PopupDefinition, 'markup'>> & { markup?: Partial<PopupMarkup> } = {},
): PopupDefinition {
  return {
    id: `p-${kind}`,
    kind,
    label: `${kind} label`,
    conditions: {},
    trigger: { type: 'load' },
    cta: null,
    cities: [],
    ...overrides,
    markup: {
      form: '<h2>Join us</h2><p>Ten percent off.</p>',
      done: '<h2>Thanks!</h2><p>Your code is on its way.</p>',
      overlay: true,
      html: `<h2>${kind} title</h2><p>${kind} body</p>`,
      callback: null,
      list: 'L1',
      list2: null,
      ...overrides.markup,
    },
  };
}

function shown(def: PopupDefinition, state: Partial<Omit<ShownPopup, 'definition'>> = {}) {
  return {
    definition: def,
    clean: cleanMarkup(def, sanitizeHtml),
    phase: 'form' as const,
    email: '',
    emailInvalid: false,
    ...state,
  };
}

function props(overrides: Partial<PopupsProps> = {}): PopupsProps {
  return {
    shown: null,
    countdown: null,
    text: EN,
    onEmailChange: vi.fn(),
    onSubmit: vi.fn(),
    onAccept: vi.fn(),
    onClose: vi.fn(),
    onCountdownClose: vi.fn(),
    ...overrides,
  };
}

let root: Root | null = null;

/** Mounts synchronously (createRoot + flushSync works under React and preact/compat alike). */
function render(element: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  flushSync(() => mounted.render(element));
  return {
    container,
    rerender: (next: ReactElement) => flushSync(() => mounted.render(next)),
  };
}

function dialog(): HTMLDialogElement {
  const element = document.querySelector('dialog');
  if (!element) throw new Error('no dialog');
  return element;
}

function emailInput(): HTMLInputElement {
  return screen.getByLabelText(EN.emailLabel) as HTMLInputElement;
}

beforeEach(() => {
  sanitizer.useReal = false;
  vi.mocked(sanitizeHtml).mockClear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('Popups', () => {
  it('renders nothing without a popup or a countdown', () => {
    const { container } = render(<Popups {...props()} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the popup as a modal dialog named by its label, with the popup overlay kind', () => {
    render(<Popups {...props({ shown: shown(definition('promo', { label: 'Spring Sale' })) })} />);
    expect(dialog().getAttribute('aria-label')).toBe('Spring Sale');
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().classList.contains('rove-popup')).toBe(true);
    expect(dialog().classList.contains('rove-popup--promo')).toBe(true);
    expect(dialog().classList.contains('rove-popup--no-overlay')).toBe(false);
  });

  it('uses the kind’s default name when the definition has no label', () => {
    render(<Popups {...props({ shown: shown(definition('showroom', { label: ' ' })) })} />);
    expect(dialog().getAttribute('aria-label')).toBe('Visit our showroom');
  });

  it('shows the label as the visible title when the markup has no heading', () => {
    const def = definition('campaign-signup', {
      label: 'Early access',
      markup: { form: '<p>Shop first.</p>' },
    });
    render(<Popups {...props({ shown: shown(def) })} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Early access');
  });

  it('does not add a title when the markup brings its own heading', () => {
    render(<Popups {...props({ shown: shown(definition('newsletter')) })} />);
    const headings = screen.getAllByRole('heading');
    expect(headings.map((h) => h.textContent)).toEqual(['Join us']);
  });

  it('drops the dimmed backdrop when markup.overlay is false', () => {
    const def = definition('newsletter', { markup: { overlay: false } });
    render(<Popups {...props({ shown: shown(def) })} />);
    expect(dialog().classList.contains('rove-popup--no-overlay')).toBe(true);
  });

  it('closes from the close button and from Escape', () => {
    const p = props({ shown: shown(definition('promo')) });
    render(<Popups {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(p.onClose).toHaveBeenCalledTimes(2);
  });
});

describe('email kinds', () => {
  it.each<[PopupKind, string]>([
    ['newsletter', 'Subscribe'],
    ['trade-newsletter', 'Subscribe'],
    ['campaign-signup', 'Sign up'],
  ])('%s: the form HTML above one labelled email field and a submit button', (kind, submit) => {
    render(<Popups {...props({ shown: shown(definition(kind)) })} />);
    expect(screen.getByText('Ten percent off.')).toBeTruthy();
    const input = emailInput();
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('placeholder')).toBe(EN.emailPlaceholder);
    expect(input.classList.contains('rove-is-invalid')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('button', { name: submit })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('reports typing and submits (Enter or the button)', () => {
    const p = props({ shown: shown(definition('newsletter'), { email: 'a@b.co' }) });
    render(<Popups {...p} />);
    expect(emailInput().value).toBe('a@b.co');
    fireEvent.input(emailInput(), { target: { value: 'jane@example.com' } });
    expect(p.onEmailChange).toHaveBeenCalledWith('jane@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    fireEvent.submit(emailInput().form!);
    expect(p.onSubmit).toHaveBeenCalledTimes(2);
  });

  it('invalid email: the specification’s error class, aria-invalid and a visible hint tied to the field', () => {
    const def = definition('newsletter');
    render(<Popups {...props({ shown: shown(def, { email: 'jane@', emailInvalid: true }) })} />);
    const input = emailInput();
    expect(input.classList.contains('rove-is-invalid')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(EN.invalidEmail);
    expect(hint?.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(input);
  });

  it('the hint is empty and not referenced while the email is valid', () => {
    render(<Popups {...props({ shown: shown(definition('newsletter')) })} />);
    expect(emailInput().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('sending: the button is disabled and busy, and a second submit is ignored', () => {
    const p = props({
      shown: shown(definition('newsletter'), { phase: 'sending', email: 'a@b.co' }),
    });
    render(<Popups {...p} />);
    const button = screen.getByRole('button', { name: EN.sending }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(emailInput().readOnly).toBe(true);
    fireEvent.submit(emailInput().form!);
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('sending after a click on the button: focus goes to the field, not lost with the button', () => {
    const def = definition('newsletter');
    const p = props({ shown: shown(def, { email: 'a@b.co' }) });
    const { rerender } = render(<Popups {...p} />);
    screen.getByRole('button', { name: 'Subscribe' }).focus();
    rerender(<Popups {...p} shown={shown(def, { phase: 'sending', email: 'a@b.co' })} />);
    expect(document.activeElement).toBe(emailInput());
  });

  it('done: the done HTML replaces the form in a live region and takes focus', () => {
    const def = definition('newsletter');
    const p = props({ shown: shown(def, { phase: 'sending', email: 'a@b.co' }) });
    const { rerender } = render(<Popups {...p} />);
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');
    rerender(<Popups {...p} shown={shown(def, { phase: 'done', email: 'a@b.co' })} />);
    expect(screen.getByRole('status')).toBe(live);
    expect(within(live).getByText('Your code is on its way.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(live.contains(document.activeElement)).toBe(true);
  });

  it('done without CMS done content: our thank-you line', () => {
    const def = definition('newsletter', { markup: { done: '' } });
    render(<Popups {...props({ shown: shown(def, { phase: 'done' }) })} />);
    expect(screen.getByRole('status').textContent).toBe(EN.doneFallback);
  });
});

describe('content kinds', () => {
  it.each<PopupKind>(['promo', 'exit-intent', 'showroom', 'store-closing'])(
    '%s: its HTML and its call to action, no form',
    (kind) => {
      const def = definition(kind, { cta: { href: '/showroom', label: 'Get Directions' } });
      render(<Popups {...props({ shown: shown(def) })} />);
      expect(screen.getByRole('heading', { name: `${kind} title` })).toBeTruthy();
      expect(screen.getByText(`${kind} body`)).toBeTruthy();
      const link = screen.getByRole('link', { name: 'Get Directions' });
      expect(link.getAttribute('href')).toBe('/showroom');
      expect(screen.queryByRole('textbox')).toBeNull();
    },
  );

  it('no call to action when the definition has none', () => {
    render(<Popups {...props({ shown: shown(definition('promo')) })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renewal: Accept calls onAccept, No thanks calls onClose', () => {
    const p = props({ shown: shown(definition('renewal')) });
    render(<Popups {...p} />);
    expect(screen.getByText('renewal body')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: EN.renewalAccept }));
    expect(p.onAccept).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('renewal while its call runs: Accept is disabled and busy', () => {
    render(<Popups {...props({ shown: shown(definition('renewal'), { phase: 'sending' }) })} />);
    const accept = screen.getByRole('button', { name: EN.renewalSending }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    expect(accept.getAttribute('aria-busy')).toBe('true');
  });

  it('Korean texts on a ko_KR page', () => {
    const def = definition('renewal', { label: '' });
    render(<Popups {...props({ text: KO, shown: shown(def) })} />);
    expect(dialog().getAttribute('aria-label')).toBe('멤버십 갱신');
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '괜찮습니다' })).toBeTruthy();
  });
});

describe('CMS HTML is sanitized', () => {
  const EVIL = '<h2>Hi</h2><img src="x" onerror="alert(1)"><script>alert(2)</script><p>ok</p>';

  it.each<[PopupKind, Partial<PopupMarkup>, Partial<ShownPopup>]>([
    ['newsletter', { form: EVIL }, {}],
    ['newsletter', { done: EVIL }, { phase: 'done' }],
    ['promo', { html: EVIL }, {}],
    ['renewal', { html: EVIL }, {}],
  ])(
    '%s %o: every part the kind shows goes through sanitizeHtml; no script or handler reaches the DOM',
    (kind, markup, state) => {
      render(<Popups {...props({ shown: shown(definition(kind, { markup }), state) })} />);
      expect(sanitizeHtml).toHaveBeenCalledWith(EVIL);
      expect(screen.getByText('ok')).toBeTruthy();
      expect(document.querySelector('script')).toBeNull();
      expect(document.querySelector('[onerror]')).toBeNull();
    },
  );

  it('renders only the sanitized parts, never the definition’s own markup', () => {
    const def = definition('promo', { markup: { html: EVIL } });
    const clean = { form: '', done: '', html: '<p>Cleaned offer</p>' };
    render(<Popups {...props({ shown: { ...shown(def), clean } })} />);
    expect(screen.getByText('Cleaned offer')).toBeTruthy();
    expect(screen.queryByText('ok')).toBeNull();
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('fails closed with the real sanitizer where it cannot run: no CMS HTML, the form still works', () => {
    sanitizer.useReal = true;
    const def = definition('newsletter', { label: 'News', markup: { form: EVIL } });
    render(<Popups {...props({ shown: shown(def) })} />);
    expect(document.querySelector('script, img')).toBeNull();
    expect(screen.queryByText('ok')).toBeNull();
    // No markup heading left, so the label is the title.
    expect(screen.getByRole('heading', { name: 'News' })).toBeTruthy();
    expect(emailInput()).toBeTruthy();
  });
});

describe('countdown banner', () => {
  it('splits the remaining seconds into boxes', () => {
    expect(countdownParts(93_784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
  });

  it('says the time to the minute, in English and Korean', () => {
    const t = 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5;
    expect(countdownSentence(t, EN)).toBe('2 days 3 hours 4 minutes left');
    expect(countdownSentence(86_400 + 3_600 + 60, EN)).toBe('1 day 1 hour 1 minute left');
    expect(countdownSentence(2 * 86_400 + 4 * 60, EN)).toBe('2 days 4 minutes left');
    expect(countdownSentence(59, EN)).toBe('Less than a minute left');
    expect(countdownSentence(t, KO)).toBe('2일 3시간 4분 남음');
    expect(countdownSentence(30, KO)).toBe('1분 미만 남음');
  });

  it('is a region named by its title, with boxes, a polite sentence and a close button', () => {
    const p = props({ countdown: { title: 'Spring Sale ends', remaining: 93_784 } });
    render(<Popups {...p} />);
    const region = screen.getByRole('region', { name: 'Spring Sale ends' });
    const boxes = region.querySelector('.rove-countdown__boxes');
    expect(boxes?.getAttribute('aria-hidden')).toBe('true');
    expect(boxes?.textContent).toBe('1Days02Hours03Min04Sec');
    const spoken = within(region).getByRole('status');
    expect(spoken.getAttribute('aria-live')).toBe('polite');
    expect(spoken.textContent).toBe('1 day 2 hours 3 minutes left');
    fireEvent.click(within(region).getByRole('button', { name: 'Close countdown' }));
    expect(p.onCountdownClose).toHaveBeenCalledTimes(1);
  });

  it('hides the day box on the last day', () => {
    render(<Popups {...props({ countdown: { title: 'Sale', remaining: 3_725 } })} />);
    expect(document.querySelector('.rove-countdown__boxes')?.textContent).toBe('01Hours02Min05Sec');
  });

  it('ticks every second but changes its spoken sentence at most once a minute', () => {
    const p = props({ countdown: { title: 'Sale', remaining: 185 } });
    const { rerender } = render(<Popups {...p} />);
    const spoken = screen.getByRole('status');
    expect(spoken.textContent).toBe('3 minutes left');
    // Every DOM change to the live region is something a screen reader may speak.
    const observer = new MutationObserver(() => undefined);
    observer.observe(spoken, { subtree: true, childList: true, characterData: true });
    for (let remaining = 184; remaining >= 120; remaining -= 1) {
      act(() => rerender(<Popups {...p} countdown={{ title: 'Sale', remaining }} />));
    }
    const changes = observer.takeRecords();
    observer.disconnect();
    expect(document.querySelector('.rove-countdown__boxes')?.textContent).toBe('00Hours02Min00Sec');
    expect(spoken.textContent).toBe('2 minutes left');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.length).toBeLessThanOrEqual(2); // one text swap (a replace may be 2 records)
  });

  it('falls back to a generic name for an empty title, and shows with a popup', () => {
    const p = props({
      countdown: { title: '', remaining: 90 },
      shown: shown(definition('promo')),
    });
    render(<Popups {...p} />);
    expect(screen.getByRole('region', { name: 'Countdown', hidden: true })).toBeTruthy();
    expect(dialog()).toBeTruthy();
  });
});

describe('popups texts', () => {
  it('resolves Korean on a Korean page, English elsewhere (core/i18n/ko.test.ts checks the Korean)', () => {
    for (const text of Object.values(popupsMessages.en)) expect(text).toBe(text.trim());
    expect(popupsText('ko-KR').close).toBe('닫기');
    expect(popupsText('en_AU').close).toBe('Close');
    expect(popupsText(undefined).subscribe).toBe('Subscribe');
  });
});
