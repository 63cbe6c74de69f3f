// @vitest-environment happy-dom
/**
 * <rove-trade-application> as a host page sees it: the step list, Next's checks and focus, the
 * session copy, the enrolment (201, 422) and rove:trade-applied. Runs under React and again
 * under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTradeApplicationElement } from './trade-application.element';
import { VALID } from './trade-fixtures';
import { TRADE_STORAGE_KEY } from './trade-storage';
import { jsonReply, serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';
import { typeInto, type FormControl } from '../shared/testing/type-into';

interface Call {
  path: string;
  body: Record<string, unknown> | null;
}

function serve(status: number, reply: unknown) {
  return serveFetch(
    async (request): Promise<Call> => {
      const json = request.headers.get('content-type') === 'application/json';
      const body = json ? ((await request.json()) as Record<string, unknown>) : null;
      return { path: new URL(request.url).pathname, body };
    },
    () => jsonReply(reply, status),
  );
}

function page() {
  printSettings({ basePath: '/' });
  document.body.replaceChildren(document.createElement('rove-trade-application'));
}

const waitFor = vi.waitFor;
const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector);
const field = (name: string) => $<HTMLInputElement>(`[name="${name}"]`);
const heading = () => $('.rove-trade__heading');
const next = () => $<HTMLButtonElement>('.rove-trade__next');

const type = (name: string, value: string) => typeInto(field(name) as FormControl, value);

setUpElementTests({ 'rove-trade-application': createTradeApplicationElement });

beforeEach(() => sessionStorage.clear());

afterEach(() => vi.unstubAllGlobals());

describe('<rove-trade-application>', () => {
  it('shows four steps, the first current, and flags empty fields on Next', async () => {
    serve(201, {});
    page();
    await waitFor(() => expect(heading()?.textContent).toBe('Welcome and contact'));
    const steps = [...document.querySelectorAll('.rove-trade__step')];
    expect(steps).toHaveLength(4);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(document.querySelectorAll('button.rove-trade__step-button')).toHaveLength(0);
    next()?.click();
    await waitFor(() => expect(field('firstName')?.getAttribute('aria-invalid')).toBe('true'));
    const described = field('firstName')?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Required');
    await waitFor(() => expect(document.activeElement).toBe(field('firstName')));
  });

  it('advances on a valid step, moves focus to the heading and keeps what was typed', async () => {
    serve(201, {});
    page();
    await waitFor(() => expect(field('firstName')).toBeTruthy());
    for (const name of ['firstName', 'lastName', 'companyName', 'title', 'email'] as const)
      type(name, VALID[name]);
    type('phone', 'abc');
    field('country')?.click();
    next()?.click();
    await waitFor(() => expect(field('phone')?.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(field('phone')?.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Invalid');
    type('phone', VALID.phone);
    next()?.click();
    await waitFor(() => expect(heading()?.textContent).toBe('Business profile'));
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    // The first step is completed: a button now.
    expect($('button.rove-trade__step-button')?.textContent).toContain('Welcome and contact');
    const saved = JSON.parse(sessionStorage.getItem(TRADE_STORAGE_KEY) ?? '{}') as {
      values: { firstName: string };
      step: number;
    };
    expect(saved).toMatchObject({ step: 1, values: { firstName: 'Ana' } });
  });

  it('keeps a key typed right before a reload: saved before the task ends', async () => {
    serve(201, {});
    page();
    await waitFor(() => expect(field('firstName')).toBeTruthy());
    // No frame before the page goes: effects that wait for a paint never run.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    type('firstName', 'Ana');
    await Promise.resolve();
    await Promise.resolve();
    const saved = JSON.parse(sessionStorage.getItem(TRADE_STORAGE_KEY) ?? '{}') as object;
    expect(saved).toMatchObject({ values: { firstName: 'Ana' } });
  });

  it('restores a saved application and submits it: 201 shows the confirmation and emits', async () => {
    sessionStorage.setItem(
      TRADE_STORAGE_KEY,
      JSON.stringify({ values: VALID, step: 3, completed: 3 }),
    );
    const calls = serve(201, { id: 'app-1' });
    const events: unknown[] = [];
    document.addEventListener('rove:trade-applied', (event) =>
      events.push((event as CustomEvent).detail),
    );
    page();
    await waitFor(() => expect(next()?.textContent).toBe('SUBMIT'));
    next()?.click();
    await waitFor(() => expect(heading()?.textContent).toBe('Thank you for applying'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: '/trade/application',
      body: { email: VALID.email, businessCardFile: null },
    });
    expect(events).toEqual([{ country: 'US', companyType: 'interior-designer' }]);
    expect(sessionStorage.getItem(TRADE_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's 422 errors on their fields, on their step", async () => {
    sessionStorage.setItem(
      TRADE_STORAGE_KEY,
      JSON.stringify({ values: VALID, step: 3, completed: 3 }),
    );
    serve(422, { errors: { email: 'invalid' } });
    page();
    await waitFor(() => expect(next()?.textContent).toBe('SUBMIT'));
    next()?.click();
    await waitFor(() => expect(heading()?.textContent).toBe('Welcome and contact'));
    expect(field('email')?.getAttribute('aria-invalid')).toBe('true');
    expect(field('email')?.value).toBe(VALID.email);
    await waitFor(() => expect(document.activeElement).toBe(field('email')));
  });

  it('asks the number of projects as a whole number: the digit keyboard, Invalid for 2.5', async () => {
    sessionStorage.setItem(
      TRADE_STORAGE_KEY,
      JSON.stringify({ values: { ...VALID, survey2: '' }, step: 3, completed: 3 }),
    );
    const calls = serve(201, { id: 'app-2' });
    page();
    await waitFor(() => expect(next()?.textContent).toBe('SUBMIT'));
    const projects = field('survey2');
    expect(projects?.tagName).toBe('INPUT');
    expect(projects?.getAttribute('type')).toBe('text');
    expect(projects?.getAttribute('inputmode')).toBe('numeric');
    type('survey2', '2.5');
    next()?.click();
    await waitFor(() => expect(field('survey2')?.getAttribute('aria-invalid')).toBe('true'));
    const described = field('survey2')?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Invalid');
    expect(calls).toHaveLength(0);
    type('survey2', ' 14 ');
    next()?.click();
    await waitFor(() => expect(heading()?.textContent).toBe('Thank you for applying'));
    expect(calls).toHaveLength(1);
  });

  it('says so when the enrolment fails, and loses nothing', async () => {
    sessionStorage.setItem(
      TRADE_STORAGE_KEY,
      JSON.stringify({ values: VALID, step: 3, completed: 3 }),
    );
    serve(503, { error: 'down' });
    page();
    await waitFor(() => expect(next()?.textContent).toBe('SUBMIT'));
    next()?.click();
    await waitFor(() => expect($('.rove-trade__alert')?.textContent).toMatch(/could not be sent/));
    expect((field('agree') as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem(TRADE_STORAGE_KEY)).toContain('Silva Studio');
  });
});
