import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { getSettings } from '../../../core/settings/settings';
import { showKlarna, whenKlarnaPayments, type KlarnaPaymentsLike } from './klarna-client';
import { klarnaPaymentsScript } from './klarna-payments.logic';

// Klarna Payments for the payment step (docs/vendors/klarna.md): once Klarna is chosen, its
// library (ready through `klarnaAsyncCallback`), the session and the widget in Klarna's box.
// Until Klarna has shown its widget the pay button waits; when it cannot (a failed or silent
// script, a throw, `show_form: false`) Klarna is withdrawn and the shopper pays another way.

/** Where Klarna is for the step's session. */
export type KlarnaPhase = 'idle' | 'loading' | 'shown' | 'withdrawn';

export interface KlarnaPayments {
  readonly phase: KlarnaPhase;
  /** Klarna's client once its widget is shown (authorize needs a loaded widget), else null. */
  readonly client: () => KlarnaPaymentsLike | null;
  /** Klarna said `show_form: false` at authorize: stop offering it. */
  readonly withdraw: () => void;
}

/**
 * @example const klarna = useKlarnaPayments(plan.method === 'klarna', props.klarna?.client_token, category, klarnaContainer);
 */
export function useKlarnaPayments(
  chosen: boolean,
  token: string | undefined,
  category: string,
  container: RefObject<HTMLDivElement | null>,
): KlarnaPayments {
  // Per session: a new client token starts over.
  const [state, setState] = useState<{ token: string | undefined; phase: KlarnaPhase }>({
    token,
    phase: 'idle',
  });
  const phase = state.token === token ? state.phase : 'idle';
  const client = useRef<KlarnaPaymentsLike | null>(null);
  const withdrawn = phase === 'withdrawn';

  useEffect(() => {
    const node = container.current;
    if (!chosen || !token || !node || withdrawn) return;
    let here = true;
    client.current = null;
    setState({ token, phase: 'loading' });
    void (async () => {
      const src = klarnaPaymentsScript(getSettings().extra['checkout'], location.origin);
      const klarna = await whenKlarnaPayments(src);
      const shown = klarna && (await showKlarna(klarna, { token, container: node, category }));
      // A Klarna that failed stays withdrawn; one shown in a box the step has left is not used.
      if (shown !== 'shown') setState({ token, phase: 'withdrawn' });
      else if (here) {
        client.current = klarna;
        setState({ token, phase: 'shown' });
      }
    })();
    return () => {
      here = false;
    };
  }, [chosen, token, category, container, withdrawn]);

  const withdraw = useCallback(() => {
    client.current = null;
    setState({ token, phase: 'withdrawn' });
  }, [token]);
  const current = useCallback(() => client.current, []);
  return { phase, client: current, withdraw };
}
