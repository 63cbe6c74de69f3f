// @vitest-environment happy-dom
/**
 * A provider's redirect URL that arrives after the payment step left the page must not move
 * the browser (found by the endpoint × fault matrix: a removed <rove-checkout> still sent the
 * shopper to Affirm or Klarna once the slow reply came). Runs under React and preact/compat.
 */
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { resetSettings } from '../../../core/settings/settings';
import { createFakeStripe } from './fake-stripe';
import type { PaymentStepProps } from './PaymentStep';
import { mountPaymentStep, paymentStepProps } from './test-payment-step';

/** fetch held until the test answers: the provider URL call is the slow one. */
function holdFetch() {
  const pending: { url: string; signal: AbortSignal | null; answer: (body: unknown) => void }[] =
    [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (request: Request) =>
        new Promise<Response>((resolve, reject) => {
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
          pending.push({
            url: request.url,
            signal: request.signal,
            answer: (body) =>
              resolve(
                new Response(JSON.stringify(body), {
                  headers: { 'content-type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  return pending;
}

function mount(patch: Partial<PaymentStepProps>) {
  const navigate = vi.fn<(url: string) => void>();
  const fake = createFakeStripe();
  const { root } = mountPaymentStep(
    paymentStepProps({ loadStripe: async () => fake.stripe, navigate, ...patch }),
  );
  return { navigate, unmount: () => flushSync(() => root.unmount()) };
}

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /place order/i });

beforeEach(() => {
  history.replaceState(null, '', '/cart/checkout');
  resetLogOnce();
  resetSettings();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.textContent = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a redirect URL that arrives after the step left the page', () => {
  it('Affirm: the answer comes after the step left, and the browser stays', async () => {
    const pending = holdFetch();
    const { navigate, unmount } = mount({ methods: ['affirm'] });
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(pending.map((call) => new URL(call.url).pathname)).toEqual([
        '/ajax/uc_affirm/affirm/100001',
      ]),
    );
    unmount();
    pending[0]?.answer({ url: '/simulated/affirm/checkout/tok' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Affirm, still on the page: the same reply is followed (the guard is only for leaving)', async () => {
    const pending = holdFetch();
    const { navigate } = mount({ methods: ['affirm'] });
    fireEvent.click(payButton());
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.answer({ url: '/simulated/affirm/checkout/tok' });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${location.origin}/simulated/affirm/checkout/tok`),
    );
  });

  it('Klarna: the redirect URL comes after the step left, and the browser stays', async () => {
    // Klarna's calling convention (docs/vendors/klarna.md): data, then the callback.
    vi.stubGlobal('Klarna', {
      Payments: {
        init: vi.fn(),
        load: (_options: object, _data: object, callback: (result: object) => void) =>
          callback({ show_form: true }),
        authorize: (_options: object, _data: object, callback: (result: object) => void) =>
          callback({ approved: true, show_form: true, authorization_token: 'auth_1' }),
      },
    });
    const pending = holdFetch();
    const { navigate, unmount } = mount({ methods: ['klarna'], klarna: { client_token: 'ct_1' } });
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(pending.some((call) => call.url.includes('/ajax/klarna/'))).toBe(true),
    );
    unmount();
    const redirect = pending.find((call) => call.url.includes('/ajax/klarna/'));
    redirect?.answer({ redirect_url: '/uc_klarna/payment/complete/100001' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
  });
});
