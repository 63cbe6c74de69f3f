import { useCallback, useState } from 'react';
import { emit } from '../../core/bus';
import type { RequestRunner } from '../../core/request-runner';
import { getSettings } from '../../core/settings/settings';
import { isValidEmail } from '../../core/validate/email';
import { productMessages } from '../../core/i18n/product';
import { translate } from '../../core/i18n/translate';
import { requestNotifyMe } from './buybox-api';
import { openWithDialogs } from './dialogs-on-demand';
import type { NotifyPhase } from './notify-phase';
import { clampQty } from './qty.logic';
import { sendOnce } from './send-once';

export interface UseNotifyMe {
  notifyPhase: NotifyPhase;
  /** The email field's message, or null. */
  notifyError: string | null;
  /** Opens the dialog once its code is here (dialogs-on-demand.ts). */
  openNotify: () => void;
  closeNotify: () => void;
  /** The email changed: its message goes until the next submit (field-errors.logic.ts). */
  editNotifyEmail: () => void;
  /** Answers 'email' when the email was refused, for the view to move focus there. */
  submitNotify: (email: string, qty: number) => 'email' | null;
}

/**
 * Notify me for the chosen model: the dialog's phases, the email check and the request,
 * reported as 'notify-me'. `requests` is shared with add to cart: one state-changing call at a
 * time.
 */
export function useNotifyMe(
  nid: number,
  model: string | null,
  host: HTMLElement | undefined,
  requests: RequestRunner,
): UseNotifyMe {
  const { locale, basePath } = getSettings();
  const [notifyPhase, setNotifyPhase] = useState<NotifyPhase>('closed');
  const [notifyError, setNotifyError] = useState<string | null>(null);

  const openNotify = useCallback(
    () =>
      openWithDialogs(() => {
        setNotifyError(null);
        setNotifyPhase('editing');
      }),
    [],
  );
  const closeNotify = useCallback(() => setNotifyPhase('closed'), []);
  const editNotifyEmail = useCallback(() => setNotifyError(null), []);

  const submitNotify = useCallback(
    (email: string, notifyQty: number) => {
      if (!model || requests.busy) return null;
      if (!isValidEmail(email)) {
        setNotifyError(translate(productMessages, 'invalidEmail', locale));
        return 'email';
      }
      const request = { nid, model, qty: clampQty(notifyQty), email: email.trim() };
      const sent = sendOnce(
        requests,
        (signal) => requestNotifyMe(request, { basePath, signal }),
        'notify',
        'notify-me failed',
        (accepted) => {
          setNotifyPhase(accepted ? 'sent' : 'failed');
          if (accepted) emit('notify-me', request, host);
        },
      );
      if (!sent) return null;
      setNotifyError(null);
      setNotifyPhase('sending');
      return null;
    },
    [model, nid, basePath, locale, host, requests],
  );

  return { notifyPhase, notifyError, openNotify, closeNotify, editNotifyEmail, submitNotify };
}
