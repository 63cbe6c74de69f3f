import type { ButtonHTMLAttributes } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The work the button started is running: it is busy, and (unless `disabled` says) disabled. */
  busy: boolean;
}

/**
 * The button that starts a request (a form's submit, "Add"): while the request runs it is
 * disabled, so a second press cannot send twice, and aria-busy tells assistive technology why.
 *
 * @example <BusyButton busy={sending} className="rove-chat-panel__submit">{label}</BusyButton>
 */
export function BusyButton({ busy, disabled = busy, type = 'submit', ...button }: BusyButtonProps) {
  return <button type={type} disabled={disabled} aria-busy={busy || undefined} {...button} />;
}
