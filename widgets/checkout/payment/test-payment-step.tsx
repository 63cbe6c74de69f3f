import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { PaymentStep, type PaymentStepProps } from './PaymentStep';

// Test-only: the payment step as its component tests render it — a US order of $12.99 — mounted
// with the renderer itself (not @testing-library/react), so that the preact/compat run aliases
// it like the production build does.

/**
 * The step's props for a test: a US order of $12.99 paid by Affirm, with `patch` over them.
 *
 * @example paymentStepProps({ methods: ['stripe'], navigate })
 */
export function paymentStepProps(patch: Partial<PaymentStepProps> = {}): PaymentStepProps {
  return {
    orderId: '100001',
    country: 'US',
    basePath: '/',
    total: 1299,
    methods: ['affirm'],
    storeCredit: null,
    klarna: null,
    publishableKey: 'pk_test_x',
    onMissingAddress: vi.fn(),
    ...patch,
  };
}

/**
 * Renders the step into a new container in the page, synchronously.
 *
 * @example const { container, root } = mountPaymentStep(paymentStepProps());
 */
export function mountPaymentStep(props: PaymentStepProps): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<PaymentStep {...props} />));
  return { container, root };
}
