import { useEffect, useRef } from 'react';
import { useCheckoutText } from './checkout-text';
import { telHref } from '../../core/validate/written-phone';
import { Modal } from '../shared/overlays/Modal';
import { CHECKOUT_EXPIRY_MODAL_MS, TIMING_POPUP_DELAY_MS } from './timings';
import { TIMED_DIALOGS_START, timedDialogsReducer } from './timed-dialogs.logic';
import { useStore } from '../shared/state/use-store';

/**
 * The checkout-expiry modal (after 5 minutes without any input: prices and quotes are held
 * only so long) and the timing popup (25 minutes after the checkout loads, spec/checkout.md §4; its
 * content is not given, so it offers help: the shop's help line when the settings give one).
 * Each shows at most once per page.
 */
export function TimedDialogs({ helpPhone = '' }: { helpPhone?: string }) {
  const { m, close: closeLabel } = useCheckoutText();
  const [{ open, shown }, dialogs] = useStore(timedDialogsReducer, () => TIMED_DIALOGS_START);

  // The timing popup counts from the load (spec/checkout.md §4), not from the last dialog: closing the
  // expiry modal must not push it back, and one due while that modal is open shows right after.
  const loadedAt = useRef(Date.now());
  useEffect(() => {
    if (shown.includes('timing')) return;
    const due = Math.max(0, loadedAt.current + TIMING_POPUP_DELAY_MS - Date.now());
    const timer = setTimeout(() => dialogs.dispatch({ type: 'dialogDue', which: 'timing' }), due);
    return () => clearTimeout(timer);
  }, [shown, dialogs]);

  useEffect(() => {
    if (shown.includes('expiry')) return;
    let timer = setTimeout(fire, CHECKOUT_EXPIRY_MODAL_MS);
    function fire() {
      dialogs.dispatch({ type: 'dialogDue', which: 'expiry' });
    }
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(fire, CHECKOUT_EXPIRY_MODAL_MS);
    };
    const events = ['keydown', 'pointerdown', 'input'] as const;
    for (const name of events) document.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, restart);
    };
  }, [shown, dialogs]);

  const close = () => dialogs.dispatch({ type: 'dialogClosed' });
  const title = open === 'timing' ? m.timingTitle : m.expiryTitle;
  return (
    <Modal
      open={open !== null}
      onClose={close}
      label={title}
      heading={{ className: 'rove-checkout__dialog-title' }}
      closeLabel={closeLabel}
      className="rove-checkout__dialog"
    >
      <p>{open === 'timing' ? m.timingBody : m.expiryBody}</p>
      {open === 'timing' && helpPhone ? (
        <p>
          {m.timingCall} <a href={telHref(helpPhone)}>{helpPhone}</a>
        </p>
      ) : null}
      <button type="button" className="rove-checkout__continue" onClick={close}>
        {open === 'timing' ? m.timingContinue : m.expiryContinue}
      </button>
    </Modal>
  );
}
