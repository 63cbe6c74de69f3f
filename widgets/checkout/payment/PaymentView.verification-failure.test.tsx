// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { PaymentView, type PaymentViewProps } from './PaymentView';

// The verification notice's chunk cannot be fetched (offline, a CDN error): its import rejects.
vi.mock('./BankVerification', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const props: PaymentViewProps = {
  country: 'US',
  storeCredit: null,
  methods: ['stripe'],
  method: 'stripe',
  onChoose: () => {},
  creditOffered: false,
  creditOn: false,
  onCreditChange: () => {},
  credit: { showPaymentSection: true, message: null },
  cardPhase: 'idle',
  cardContainer: { current: null },
  klarnaContainer: { current: null },
  klarnaHeight: 40,
  button: { disabled: true, label: null },
  error: null,
  notice: null,
  onPay: () => {},
  onRetryCard: () => {},
  verification: { url: 'https://payments.stripe.com/microdeposit/pacs_1', arrivalDate: null },
};

describe('the bank verification notice without its chunk', () => {
  it('says the step could not load, offers no way to pay again, and logs once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<PaymentView {...props} />));
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading this step…');
    await vi.waitFor(() =>
      expect(status?.textContent).toBe(
        'This step could not load. Please check your connection and try again.',
      ),
    );
    expect(container.querySelector('button')).toBeNull();
    const reports = error.mock.calls.filter(([text]) => String(text).startsWith('[rove]'));
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.[0])).toContain('could not load the bank verification notice');
    flushSync(() => root.unmount());
    error.mockRestore();
  });
});
