// @vitest-environment happy-dom
/**
 * Steps 2–5 arrive in a chunk of their own (issue 22): the account step paints without them,
 * a step opened before they land says so, and a failed fetch can be asked again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { checkoutSettings } from './fixtures';
import { serve, setupCheckoutTestPage, showCheckoutPage } from './test-network';
import { watchDomStates } from '../../tests/helpers/dom-states';

// The network the later-steps chunk comes over: refused while `offline`, held while `hold` is
// pending — as a phone on a slow or dropped connection sees it.
const network = vi.hoisted(() => ({
  offline: true,
  hold: Promise.resolve(),
  requests: 0,
}));

vi.mock('./later-steps', async (importOriginal) => {
  network.requests += 1;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  await network.hold;
  return importOriginal();
});

setupCheckoutTestPage();

const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('steps 2–5 on their own chunk', () => {
  it('the account step works without them; a failed fetch is said, logged once and retried', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve((call) =>
      call.path === '/json/user/exists/check'
        ? {
            emailExists: false,
            memberExists: false,
            memberActive: false,
            tradeExists: false,
            tradeActive: false,
          }
        : { valueChanged: true },
    );
    await showCheckoutPage(checkoutSettings('US'), '');
    // Asked for right after the first render, before the shopper does anything.
    await waitFor(() => expect(network.requests).toBe(1));

    fireEvent.input(screen.getByLabelText('Email address'), {
      target: { value: 'ana@example.com' },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
        'ana@example.com',
      ),
    );
    fireEvent.click(within(region('Account')).getByRole('button', { name: 'Continue' }));

    const alert = await within(region('Membership')).findByRole('alert');
    expect(alert.textContent).toContain(
      'This step could not load. Please check your connection and try again.',
    );
    const logged = errors.mock.calls.filter((call) =>
      String(call[0]).startsWith('[rove] The checkout steps could not be loaded'),
    );
    expect(logged).toHaveLength(1);

    // Back online, on a slow line: Try again shows the step loading, then the step itself.
    let arrive: () => void = () => undefined;
    network.offline = false;
    network.hold = new Promise<void>((resolve) => (arrive = resolve));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const pending = await within(region('Membership')).findByRole('status');
    expect(pending.textContent).toBe('Loading this step…');
    expect(pending.getAttribute('aria-busy')).toBe('true');
    // The note goes in the same change that brings the step, not a check later (decision 0057).
    const step = () => within(region('Membership'));
    const watch = watchDomStates(() =>
      step().queryByText('Loading this step…') && step().queryByRole('radio')
        ? 'loading note beside the step'
        : null,
    );
    arrive();
    expect(await step().findByLabelText(/continue without membership/)).toBeTruthy();
    expect(step().queryByText('Loading this step…')).toBeNull();
    expect(watch.stop()).toEqual([]);
    expect(within(region('Membership')).queryByRole('alert')).toBeNull();
    expect(network.requests).toBe(2);
    errors.mockRestore();
  });
});
