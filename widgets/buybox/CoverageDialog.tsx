import { trustedHtml } from '../../core/trusted-html';
import { Modal } from '../shared/Modal';
import type { CoveragePhase } from './useProtection';
import { usePageId } from '../shared/use-page-id';

export interface CoverageDialogProps {
  phase: Exclude<CoveragePhase, 'closed'>;
  /** The coverage text, already sanitized (core/sanitize-html). */
  html: string;
  text: { title: string; loading: string; error: string; close: string };
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/** "What's covered": the protection provider's terms for the chosen model. */
export function CoverageDialog({ phase, html, text, returnFocusTo, onClose }: CoverageDialogProps) {
  const titleId = usePageId();
  return (
    <Modal
      open
      onClose={onClose}
      label={text.title}
      labelledBy={titleId}
      closeLabel={text.close}
      returnFocusTo={returnFocusTo}
      className="rove-coverage"
    >
      <h2 id={titleId}>{text.title}</h2>
      <div className="rove-coverage__body" aria-live="polite" aria-busy={phase === 'loading'}>
        {phase === 'loading' && <p>{text.loading}</p>}
        {phase === 'failed' && <p className="rove-coverage__error">{text.error}</p>}
        {/* Sanitized by core/sanitize-html before it reaches this view. */}
        {phase === 'ready' && <div dangerouslySetInnerHTML={{ __html: trustedHtml(html) }} />}
      </div>
    </Modal>
  );
}
