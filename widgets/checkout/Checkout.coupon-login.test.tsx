// @vitest-environment happy-dom
/**
 * The coupon pane of the order summary and the login panel after a failed login, as a shopper
 * meets them in <rove-checkout> (calls on a mocked network). Runs under React and preact/compat.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { on } from '../../core/bus';
import { serve, showCheckoutPage, setupCheckoutTestPage } from './test-network';
import { checkoutSettings } from './fixtures';

const ROVE10 = { code: 'ROVE10', title: '10% off your order', rate: 0.1 };
// The fixture's order: products 3428, nothing else yet.
const BASE = checkoutSettings('US').totals as Record<string, unknown>;
const DISCOUNTED = { ...BASE, discount: 343, coupon: ROVE10, total: 3085 };

const show = (overrides: Record<string, unknown> = {}) =>
  showCheckoutPage(checkoutSettings('US', overrides));

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const grandTotal = () =>
  document.querySelector('.rove-checkout__total-row--grand dd')?.textContent ?? '';
const codeField = () => summary().getByLabelText<HTMLInputElement>('Coupon code');

async function applyCode(value: string) {
  fireEvent.input(codeField(), { target: { value } });
  await waitFor(() => expect(codeField().value).toBe(value));
  fireEvent.click(summary().getByRole('button', { name: 'Apply' }));
}

setupCheckoutTestPage();

describe('coupon pane', () => {
  it('applies a code: the server’s totals replace the summary’s in place, and it is said', async () => {
    const calls = serve((call) =>
      call.path === '/cart/coupon/apply'
        ? { success: true, order: { totals: DISCOUNTED, storeCredit: null } }
        : new Response('{}', { status: 404 }),
    );
    await show();
    const heard: unknown[] = [];
    const off = on('coupon-changed', (detail) => heard.push(detail));
    expect(grandTotal()).toBe('$3,428');
    await applyCode(' rove10');
    await waitFor(() => expect(grandTotal()).toBe('$3,085'));
    expect(calls.find((c) => c.path === '/cart/coupon/apply')?.body).toEqual({ code: 'ROVE10' });
    // Tracking (and host scripts) hear it with the server's total.
    expect(heard).toEqual([{ action: 'add', code: 'ROVE10', total: 3085 }]);
    off();
    expect(summary().getByText('Coupon ROVE10').nextElementSibling?.textContent).toBe('-$343');
    expect(summary().getByRole('status').textContent).toBe(
      'Coupon ROVE10 applied: 10% off your order. Your total is now $3,085.',
    );
    // The field gave way to the applied coupon; focus is on its Remove button.
    const remove = summary().getByRole('button', { name: 'Remove coupon ROVE10' });
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(summary().queryByLabelText('Coupon code')).toBeNull();
  });

  it('refuses an unknown code with an alert tied to the field, totals unchanged', async () => {
    serve(() => new Response(JSON.stringify({ success: false, error: 'x' }), { status: 400 }));
    await show();
    await applyCode('FREESTUFF');
    const alert = await summary().findByRole('alert');
    expect(alert.textContent).toBe('This coupon code is not valid.');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(grandTotal()).toBe('$3,428');
  });

  it('asks for a code instead of calling with an empty one', async () => {
    const calls = serve(() => ({}));
    await show();
    fireEvent.click(summary().getByRole('button', { name: 'Apply' }));
    expect((await summary().findByRole('alert')).textContent).toBe('Please enter a coupon code.');
    expect(calls).toHaveLength(0);
  });

  it('removes the applied coupon with the cart’s call and re-prices in place', async () => {
    const calls = serve((call) =>
      call.path === '/cart/coupon/remove' ? { coupon: null } : new Response('{}', { status: 404 }),
    );
    await show({ totals: DISCOUNTED });
    const heard: unknown[] = [];
    const off = on('coupon-changed', (detail) => heard.push(detail));
    expect(grandTotal()).toBe('$3,085');
    fireEvent.click(summary().getByRole('button', { name: 'Remove coupon ROVE10' }));
    await waitFor(() => expect(grandTotal()).toBe('$3,428'));
    expect(heard).toEqual([{ action: 'remove', code: 'ROVE10', total: 3428 }]);
    off();
    expect(calls.map((c) => c.path)).toEqual(['/cart/coupon/remove']);
    expect(summary().queryByText('Coupon ROVE10')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect(summary().getByRole('status').textContent).toBe(
      'Coupon ROVE10 removed. Your total is now $3,428.',
    );
  });

  it('keeps the coupon when the removal fails, and says so', async () => {
    serve(() => new Response('{}', { status: 500 }));
    await show({ totals: DISCOUNTED });
    fireEvent.click(summary().getByRole('button', { name: 'Remove coupon ROVE10' }));
    expect((await summary().findByRole('alert')).textContent).toBe(
      'We couldn’t update your coupon. Please try again.',
    );
    expect(grandTotal()).toBe('$3,085');
  });
});

describe('login panel after a failed login', () => {
  it('opens again with the name tried and Drupal’s message', async () => {
    serve(() => ({}));
    await show({
      login: { error: 'Sorry, unrecognized username or password.', name: 'casey@example.com' },
    });
    const account = within(screen.getByRole('region', { name: /^Account/ }));
    expect(account.getByRole('alert').textContent).toBe(
      'Sorry, unrecognized username or password.',
    );
    expect(account.getByLabelText<HTMLInputElement>('Email address').value).toBe(
      'casey@example.com',
    );
    const form = account.getByLabelText('Password').closest('form');
    expect(form?.getAttribute('action')).toBe('/user/login?destination=cart/checkout');
    // Going back to the email form drops the message.
    fireEvent.click(account.getByRole('button', { name: 'Use another email' }));
    await waitFor(() => expect(screen.queryByText(/unrecognized username/)).toBeNull());
  });

  it('a signed-in shopper finds the account step completed with their email', async () => {
    serve(() => ({ valueChanged: true }));
    await show({ loggedIn: true, email: 'casey@example.com' });
    const account = screen.getByRole('button', { name: /^Account\s*,/ });
    expect(account.textContent).toContain('completed');
    expect(screen.getByRole('region', { name: /^Account/ }).textContent).toContain(
      'casey@example.com',
    );
    expect(
      screen.getByRole('button', { name: /^Membership\s*,/ }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
