import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { adoptStyles } from '../../../core/adopt-styles';
import { CloseButton } from '../controls/CloseButton';
import { firstTabbable, wrapTab } from './dialog-tab-wrap';
import modalCss from './modal.css?raw';
import { useAnnounceOverlay } from './use-announce-overlay';
import { useLatest } from '../element/use-latest';
import { usePageId } from '../element/use-page-id';

export type CloseReason = 'escape' | 'close-button' | 'backdrop';

export interface ModalProps {
  open: boolean;
  onClose: (reason: CloseReason) => void;
  /** Accessible name, used when no visible heading (labelledBy) names the dialog. */
  label: string;
  /** id of the visible heading that names the dialog. */
  labelledBy?: string;
  /**
   * Shows `label` as the dialog's heading: an h2 first in the dialog (after the close button),
   * with this class, that names it. Most dialogs are titled so; one whose heading says more
   * than its name (or comes from the server) draws its own and passes `labelledBy`.
   */
  heading?: { className?: string };
  closeLabel: string;
  /** Where focus goes when the dialog closes (defaults to what had it before). */
  returnFocusTo?: HTMLElement | null;
  className?: string;
  /**
   * How the open dialog is announced to the page (core/overlays): popups pass 'popup' so they
   * do not wait for one another's; every other dialog is a 'modal' popups wait for.
   */
  overlayKind?: string;
  /**
   * The content's own stylesheets by id, adopted with the dialog's before its first paint: a
   * dialog whose code arrives on demand brings its rules with it, not with its widget.
   */
  styles?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> with the WAI-ARIA dialog pattern. showModal() puts
 * it in the top layer and makes the rest of the page inert, so Tab cannot leave it (the
 * browser's own focus trap); focus moves in, Escape and the backdrop close it, and focus
 * returns to the control that opened it.
 */
export function Modal({
  open,
  onClose,
  label,
  labelledBy,
  heading,
  closeLabel,
  returnFocusTo,
  className,
  overlayKind = 'modal',
  styles,
  children,
}: ModalProps) {
  useAnnounceOverlay(overlayKind, open);
  const headingId = `${usePageId()}-title`;
  const nameId = heading ? headingId : labelledBy;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useLatest(onClose);

  // Before the effect below shows the dialog (effects run in order), and once per document.
  useLayoutEffect(() => {
    const doc = dialogRef.current?.ownerDocument;
    if (doc) for (const [id, css] of Object.entries(styles ?? {})) adoptStyles(id, css, doc);
  }, [open, styles]);

  // A layout effect: the dialog is modal and focused before the first paint.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const previous = returnFocusTo ?? (document.activeElement as HTMLElement | null);
    // The dialog brings its own styles (once per document), before its first paint: an element
    // that may open one need not list them, nor load them before it does.
    adoptStyles('rove-modal', modalCss, dialog.ownerDocument);
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    // The first field if any (the close button comes first in the DOM).
    (dialog.querySelector<HTMLElement>('input,select,textarea') ?? firstTabbable(dialog))?.focus();

    const onCancel = (event: Event) => {
      event.preventDefault(); // the view decides when it closes
      onCloseRef.current('escape');
    };
    // The box fills the dialog, so a click whose target is the dialog itself is on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current('backdrop');
    };
    const onKeyDown = (event: KeyboardEvent) => wrapTab(event, dialog);
    // One signal removes all three listeners (fewer bytes in the kit every page loads).
    const listening = new AbortController();
    const options = { signal: listening.signal };
    dialog.addEventListener('cancel', onCancel, options);
    dialog.addEventListener('click', onClick, options);
    dialog.addEventListener('keydown', onKeyDown, options);
    return () => {
      listening.abort();
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, returnFocusTo, onCloseRef]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className={`rove-modal rove-dialog-surface${className ? ` ${className}` : ''}`}
      aria-modal="true"
      aria-labelledby={nameId}
      aria-label={nameId ? undefined : label}
    >
      <div className="rove-modal__box">
        <CloseButton
          className="rove-modal__close"
          label={closeLabel}
          onClick={() => onClose('close-button')}
        />
        {heading && (
          <h2 id={headingId} className={heading.className}>
            {label}
          </h2>
        )}
        {children}
      </div>
    </dialog>
  );
}
