// @vitest-environment happy-dom
/**
 * <rove-checkout>'s shell as a shopper meets it: the hook and the views together, calls on a
 * mocked network. The payment step is a stand-in here (it has its own tests).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import type { Country } from '../../core/country';
import { resetSettings } from '../../core/settings/settings';
import {
  serve,
  showCheckoutPage,
  setupCheckoutTestPage,
  type Call,
  type Handler,
} from './test-network';
import { checkoutSettings, US_QUOTES } from './fixtures';
import { membershipExpiry } from './membership.logic';
import { watchDomStates } from '../../tests/helpers/dom-states';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR tests below read them; other pages never do.
import '../../core/i18n/ko';

const guest = {
  emailExists: false,
  memberExists: false,
  memberActive: false,
  tradeExists: false,
  tradeActive: false,
};

function standardServer(overrides: Partial<Record<string, Handler>> = {}): Call[] {
  return serve((call) => {
    const custom = overrides[call.path];
    if (custom) return custom(call);
    if (call.path === '/json/user/exists/check') return guest;
    if (call.path === '/json/user/membership/validate') return { valueChanged: true };
    if (call.path === '/cart/checkout') return { success: true, quotes: US_QUOTES, selected: null };
    if (call.path.startsWith('/ajax/order-validate/')) return { success: true, errors: [] };
    return new Response('{}', { status: 404 });
  });
}

/** A checkout page as the server writes it, through a template like a parser would. */
function show(country: Country = 'US', bodyClass = '', overrides: Record<string, unknown> = {}) {
  return showCheckoutPage(checkoutSettings(country, overrides), bodyClass);
}

const stepButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}\\s*,`) });
const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const expanded = (name: string) => stepButton(name).getAttribute('aria-expanded');
const EXPIRY = membershipExpiry(new Date());

/** Lets a render land: preact/compat renders on a later tick than React's discrete events. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Leaves a field: React listens to focusout, preact/compat to blur; each reacts to one. */
function leave(input: HTMLElement) {
  fireEvent.focusOut(input);
  fireEvent.blur(input);
}

/** Types into a text field (React and preact/compat both listen to 'input'). */
function typeInto(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

async function passEmail(value = 'ana@example.com') {
  typeInto(screen.getByLabelText('Email address'), value);
  await waitFor(() =>
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(value),
  );
  fireEvent.click(within(region('Account')).getByRole('button', { name: 'Continue' }));
}

async function passMembership() {
  await waitFor(() => expect(expanded('Membership')).toBe('true'));
  // The step's body comes with the later steps' chunk, which a busy machine may still be loading.
  fireEvent.click(await screen.findByLabelText(/continue without membership/));
  await settle();
  const proceed = () => within(region('Membership')).getByRole('button', { name: 'Continue' });
  // Continue waits while the server takes the choice.
  await waitFor(() => expect((proceed() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(proceed());
  await waitFor(() => expect(expanded('Address')).toBe('true'));
}

const delivery = () => within(document.querySelector<HTMLElement>('[data-pane="delivery"]')!);

/** Fills a field and leaves it, as a shopper does. */
async function fill(label: string, value: string) {
  const input = delivery().getByLabelText(label);
  if (input instanceof HTMLSelectElement) fireEvent.change(input, { target: { value } });
  else typeInto(input, value);
  await waitFor(() =>
    expect((delivery().getByLabelText(label) as HTMLInputElement).value).toBe(value),
  );
  leave(delivery().getByLabelText(label));
}

/** Fills the delivery pane field by field, in the form's order: label → value. */
async function fillAddress(values: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) await fill(label, value);
}

async function fillUs() {
  await fillAddress({
    'First name': 'Ana',
    'Last name': 'Shopper',
    'Street address': '12 Main Street',
    City: 'Austin',
    'State/Province': 'TX',
    'Postal code': '78701',
    Phone: '5125550199',
  });
}

async function continueIn(name: string) {
  await settle();
  fireEvent.click(within(region(name)).getByRole('button', { name: 'Continue' }));
}

setupCheckoutTestPage();

describe('stepper', () => {
  it('checks the email, then opens membership with the account summary and an Edit button', async () => {
    standardServer();
    await show();
    typeInto(screen.getByLabelText('Email address'), 'ana@rove');
    await waitFor(() =>
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ana@rove'),
    );
    await continueIn('Account');
    expect(
      await screen.findByText('Please enter a valid email address for this order'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');

    await passEmail();
    await waitFor(() => expect(expanded('Membership')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(stepButton('Membership')));
    expect(region('Account').textContent).toContain('ana@example.com');
    expect(stepButton('Account').textContent).toContain('completed');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Account' }));
    await waitFor(() => expect(expanded('Account')).toBe('true'));
  });

  it('identifies an anonymous shopper to the email-marketing service once the email is given', async () => {
    // The previous test's checkout identified its shopper through a lazily loaded module; on a
    // busy machine that arrives during this test. Let it land first, before this test's queue.
    await import('../../core/tracking/identify');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const queue: unknown[] = [];
    (window as unknown as { _learnq?: unknown[] })._learnq = queue;
    try {
      standardServer();
      await show();
      expect(queue).toEqual([]);
      await passEmail();
      await waitFor(() => expect(expanded('Membership')).toBe('true'));
      await waitFor(() => expect(queue).toEqual([['identify', { $email: 'ana@example.com' }]]));
    } finally {
      delete (window as unknown as { _learnq?: unknown[] })._learnq;
    }
  });

  it('a later title stops at the first incomplete step', async () => {
    standardServer();
    await show();
    await passEmail();
    await waitFor(() => expect(expanded('Membership')).toBe('true'));
    await settle();
    fireEvent.click(stepButton('Payment'));
    // No membership choice yet: the jump stops at membership.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(expanded('Membership')).toBe('true');
    expect(expanded('Payment')).toBe('false');
  });

  it('shows protection only where it is offered (US yes, AU no)', async () => {
    standardServer();
    await show('AU');
    expect(screen.queryByRole('region', { name: /^Protection/ })).toBeNull();
    document.body.replaceChildren();
    resetSettings();
    await show('US');
    expect(region('Protection')).toBeTruthy();
  });
});

describe('account', () => {
  it('an existing email without membership opens the login panel with the alert', async () => {
    standardServer({ '/json/user/exists/check': () => ({ ...guest, emailExists: true }) });
    await show();
    await passEmail('casey@example.com');
    const alert = await within(region('Account')).findByRole('alert');
    expect(alert.textContent).toBe(
      'There is no membership attached to your email. A new membership will be added to your order. If you think this is a mistake, please reach out to here.',
    );
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'casey@example.com',
    );
    expect(document.querySelector('rove-checkout form')?.getAttribute('action')).toBe(
      '/user/login?destination=cart/checkout',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No thanks, continue as a guest' }));
    await waitFor(() => expect(expanded('Membership')).toBe('true'));
  });

  it("links the alert's 'here' to the shop's contact page the settings name", async () => {
    const urls = checkoutSettings('US').urls as Record<string, string>;
    standardServer({ '/json/user/exists/check': () => ({ ...guest, emailExists: true }) });
    await show('US', '', { urls: { ...urls, contact: '/help' } });
    await passEmail('casey@example.com');
    const alert = await within(region('Account')).findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'here' }).getAttribute('href')).toBe(
      `${location.origin}/help`,
    );
    expect(alert.textContent).toMatch(/please reach out to here\.$/);
  });

  it("keeps the alert's words without a link when the contact page is not one of the site's", async () => {
    const urls = checkoutSettings('US').urls as Record<string, string>;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    standardServer({ '/json/user/exists/check': () => ({ ...guest, emailExists: true }) });
    await show('US', '', { urls: { ...urls, contact: 'javascript:alert(1)' } });
    await passEmail('casey@example.com');
    const plain = await within(region('Account')).findByRole('alert');
    expect(within(plain).queryByRole('link')).toBeNull();
    expect(plain.textContent).toMatch(/please reach out to here\.$/);
    expect(warn.mock.calls.map(([line]) => String(line))).toContain(
      '[rove] checkout urls.contact is not a page of this site',
    );
  });

  it('the login panel takes focus to the password; going back returns it to the email', async () => {
    standardServer({ '/json/user/exists/check': () => ({ ...guest, emailExists: true }) });
    await show();
    await passEmail('casey@example.com');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    fireEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Email address')),
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('Continue stays busy until the step it opens is there (no poll, decision 0057)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    standardServer({ '/json/user/exists/check': () => gate.then(() => guest) });
    await show();
    await passEmail();
    const proceed = within(region('Account')).getByRole<HTMLButtonElement>('button', {
      name: 'Continue',
    });
    await waitFor(() => expect(proceed.getAttribute('aria-busy')).toBe('true'));
    const watch = watchDomStates(() =>
      proceed.isConnected && !proceed.disabled && expanded('Membership') !== 'true'
        ? 'Continue back, membership not open'
        : null,
    );
    release();
    await waitFor(() => expect(expanded('Membership')).toBe('true'));
    expect(watch.stop()).toEqual([]);
  });

  it('a failed email check counts as no account and logs Erroneous request.', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    standardServer({ '/json/user/exists/check': () => new Response('oops', { status: 500 }) });
    await show();
    await passEmail();
    await waitFor(() => expect(expanded('Membership')).toBe('true'));
    expect(warn.mock.calls.some((args) => String(args[0]).includes('Erroneous request.'))).toBe(
      true,
    );
  });
});

describe('membership', () => {
  it('joining re-prices the order summary in place', async () => {
    const calls = standardServer();
    await show();
    await passEmail();
    await waitFor(() => expect(expanded('Membership')).toBe('true'));
    fireEvent.click(
      await screen.findByLabelText(`Join the membership (valid until ${EXPIRY}), $100`),
    );
    await waitFor(() => expect(screen.getByText('Member savings')).toBeTruthy());
    expect(screen.getByText('Membership (1 year)')).toBeTruthy();
    // 2183 + 559 + the 100 fee.
    expect(document.querySelector('.rove-checkout__total-row--grand dd')?.textContent).toBe(
      '$2,842',
    );
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/json/user/membership/validate' && call.body['value'] === 1,
        ),
      ).toBe(true),
    );
  });

  it('lock mode joins, hides opting out and cannot be navigated to', async () => {
    standardServer();
    await show('US', 'rove-membership-lock rove-membership-only');
    await passEmail();
    await waitFor(() => expect(expanded('Address')).toBe('true'));
    expect(stepButton('Membership').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(stepButton('Membership'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(expanded('Address')).toBe('true');
    expect(region('Membership').textContent).toContain(`Member until ${EXPIRY}`);
    expect(screen.queryByLabelText(/continue without membership/)).toBeNull();
  });
});

describe('address validation', () => {
  it('US: required, PO boxes and phone rules with aria-invalid and aria-describedby', async () => {
    standardServer();
    await show('US');
    await passEmail();
    await passMembership();
    expect(region('Address').textContent).toContain('Please complete your details to continue.');
    await fill('Street address', 'PO Box 12');
    await fill('Phone', '1234567890');
    await waitFor(() =>
      expect(delivery().getByLabelText('Street address').getAttribute('aria-invalid')).toBe('true'),
    );
    const street = delivery().getByLabelText('Street address');
    expect(document.getElementById(street.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We do not accept PO Boxes',
    );
    expect(screen.getByText('Cannot start with 1')).toBeTruthy();
    const events: CustomEvent[] = [];
    document.addEventListener('rove:checkout-error', (event) => events.push(event as CustomEvent));
    await continueIn('Address');
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThan(2));
    expect(events[0]?.detail).toMatchObject({
      step: 2,
      message: 'Please complete this field',
      fields: expect.arrayContaining(['panes[delivery][city]']),
    });
  });

  it('limits while typing and trims on blur', async () => {
    standardServer();
    await show('CA');
    await passEmail();
    await passMembership();
    typeInto(delivery().getByLabelText('Phone'), '(604) 555-0199 ext 9');
    await waitFor(() =>
      expect((delivery().getByLabelText('Phone') as HTMLInputElement).value).toBe('6045550199'),
    );
    typeInto(delivery().getByLabelText('City'), '  Toronto ');
    await waitFor(() =>
      expect((delivery().getByLabelText('City') as HTMLInputElement).value).toBe('  Toronto '),
    );
    leave(delivery().getByLabelText('City'));
    await waitFor(() =>
      expect((delivery().getByLabelText('City') as HTMLInputElement).value).toBe('Toronto'),
    );
    await fill('Postal code', 'ABC');
    expect(await delivery().findByText('Invalid')).toBeTruthy();
  });

  it('Korea: no province select and Korean messages', async () => {
    standardServer();
    await show('KR');
    await passEmail();
    await passMembership();
    expect(screen.queryByLabelText('State/Province')).toBeNull();
    await continueIn('Address');
    await waitFor(() =>
      expect(screen.getAllByText('필수 입력 항목입니다.').length).toBeGreaterThan(0),
    );
    expect(screen.getByText('계속하려면 정보를 모두 입력해 주세요.')).toBeTruthy();
  });

  it('Australia: zone and postal code outside the area', async () => {
    standardServer();
    await show('AU');
    await passEmail();
    await passMembership();
    await fill('State/Province', 'NT');
    await fill('Postal code', '0800');
    await waitFor(() =>
      expect(screen.getAllByText('Please contact us for shipping assistance')).toHaveLength(2),
    );
  });
});

/** The order summary's shipping row. */
const shippingRow = () =>
  [...document.querySelectorAll('.rove-checkout__total-row')]
    .find((row) => row.querySelector('dt')?.textContent === 'Shipping')
    ?.querySelector('dd')?.textContent;

describe('shipping quote', () => {
  it('recalculates 1 s after a valid address change, with the loading line', async () => {
    const calls = standardServer();
    await show('US');
    // The summary's shipping row follows the address step, never "at checkout" on the checkout.
    expect(shippingRow()).toBe('Calculated after your address');
    await passEmail();
    await passMembership();
    await fillUs();
    const posts = () => calls.filter((call) => call.path === '/cart/checkout');
    vi.useFakeTimers();
    // The last field changed just now: nothing is sent before a second has passed.
    await vi.advanceTimersByTimeAsync(500);
    expect(within(region('Address')).getByRole('status').textContent).toContain(
      "Please wait while we're retrieving your shipping quote",
    );
    expect(shippingRow()).toBe('Calculating…');
    expect(posts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(600);
    vi.useRealTimers();
    const radio = await screen.findByRole('radio', { name: 'Standard - $149' });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body['op']).toBe('Calculate Shipping');
    expect(posts()[0]?.body['panes[delivery][postal_code]']).toBe('78701');
    expect(shippingRow()).toBe('Choose a shipping option');
    await continueIn('Address');
    expect(await screen.findByText('Please select a shipping option to continue')).toBeTruthy();
    fireEvent.click(radio);
    await waitFor(() => expect((radio as HTMLInputElement).checked).toBe(true));
    expect(shippingRow()).toBe('$149');
    await continueIn('Address');
    await waitFor(() => expect(expanded('Protection')).toBe('true'));
  });
});

describe('server errors', () => {
  it('a failed order validation shows the dismissible list and reopens the address step', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    standardServer({
      '/ajax/order-validate/100001': () =>
        gate.then(
          () =>
            new Response(JSON.stringify({ success: false, errors: ['Not shippable city'] }), {
              headers: { 'content-type': 'application/json' },
            }),
        ),
    });
    await show('AU');
    await passEmail();
    await passMembership();
    await fillAddress({
      'First name': 'Ana',
      'Last name': 'Shopper',
      'Street address': '1 George Street',
      City: 'Sydney',
      'State/Province': 'NSW',
      'Postal code': '2000',
      Phone: '412345678',
    });
    fireEvent.click(
      await screen.findByRole('radio', { name: 'Standard - $149' }, { timeout: 3000 }),
    );
    const proceed = () => within(region('Address')).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect((proceed() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(proceed());
    await waitFor(() => expect(proceed().getAttribute('aria-busy')).toBe('true'));
    // Continue comes back with the refusal, never before it (decision 0057).
    const watch = watchDomStates(() =>
      !proceed().hasAttribute('aria-busy') && screen.queryByText('Not shippable city') === null
        ? 'Continue back without the refusal'
        : null,
    );
    release();
    const message = await screen.findByText('Not shippable city');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(expanded('Address')).toBe('true');
    expect(expanded('Payment')).toBe('false');
    await waitFor(() => expect(proceed().hasAttribute('aria-busy')).toBe(false));
    expect(watch.stop()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Not shippable city')).toBeNull());
  });

  it('a failed post-submit shows the N error(s). banner and opens the errored step', async () => {
    standardServer();
    history.replaceState(null, '', '/cart/checkout');
    await show('US', '', {
      errors: { 'panes[delivery][city]': 'Required', 'panes[delivery][phone]': 'Invalid' },
      messages: [],
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('2 error(s).'));
    expect(expanded('Address')).toBe('true');
    expect(stepButton('Account').textContent).toContain('completed');
  });
});

describe('timed dialogs', () => {
  it('asks after 5 idle minutes, once', async () => {
    standardServer();
    // Faked before the checkout mounts, so the idle timer its effect arms is one of them. The
    // steps render a turn after the element and their effects run after a frame: a second
    // first, then the five minutes counted from there.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await show();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Are you still checking out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('language of the page', () => {
  it('a Korean page (ko_KR) shows the Korean step names, buttons and messages', async () => {
    standardServer();
    await showCheckoutPage(checkoutSettings('KR'), '', { country: 'KR', locale: 'ko_KR' });
    for (const name of ['계정', '멤버십', '주소', '결제']) expect(stepButton(name)).toBeTruthy();
    expect(stepButton('계정').textContent).toContain('진행 중');
    expect(screen.getByText('주문 요약')).toBeTruthy();

    typeInto(screen.getByLabelText('이메일 주소'), 'min@example.com');
    await waitFor(() =>
      expect((screen.getByLabelText('이메일 주소') as HTMLInputElement).value).toBe(
        'min@example.com',
      ),
    );
    await settle();
    fireEvent.click(within(region('계정')).getByRole('button', { name: '계속' }));
    await waitFor(() => expect(expanded('멤버십')).toBe('true'));
    expect(stepButton('계정').textContent).toContain('완료');
    expect(screen.getByRole('button', { name: '수정 계정' })).toBeTruthy();
    expect(screen.getByLabelText(/멤버십 없이 계속/)).toBeTruthy();
    // The hook's own messages follow the page too (no choice yet).
    await settle();
    fireEvent.click(within(region('멤버십')).getByRole('button', { name: '계속' }));
    expect(await screen.findByText('옵션을 선택해 주세요')).toBeTruthy();
    expect(screen.queryByText('Continue')).toBeNull();
  });

  it('an English page (en_US) shows English', async () => {
    standardServer();
    await showCheckoutPage(checkoutSettings('US'), '', { country: 'US', locale: 'en_US' });
    for (const name of ['Account', 'Membership', 'Address', 'Payment'])
      expect(stepButton(name)).toBeTruthy();
    expect(stepButton('Account').textContent).toContain('in progress');
    expect(screen.getByText('Order summary')).toBeTruthy();
    expect(within(region('Account')).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByText('계속')).toBeNull();
  });
});
