import { useEffect, useRef } from 'react';
import { callText } from '../../../core/http/text';
import { logOnce } from '../../../core/log';
import { trustedHtml } from '../../../core/sanitize/trusted-html';
import { OnDemandDialog } from '../overlays/OnDemandDialog';
import { firstOutcome, type Loading } from '../overlays/first-outcome.logic';
import { useRequestRunner, useStore } from '../state/use-store';
import coverageCss from './coverage.css?raw';

/** Where the protection provider's terms come from: a path under the settings' base path. */
export interface CoverageRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly basePath: string;
}

export interface CoverageText {
  readonly title: string;
  readonly loading: string;
  readonly error: string;
  readonly close: string;
}

// Its rules come with its chunk, adopted with the dialog's.
const COVERAGE_STYLES = { 'rove-coverage': coverageCss };

/** What the dialog shows: the terms on the way, failed, or sanitized HTML. */
export type Coverage = Loading | { phase: 'failed' } | { phase: 'ready'; html: string };

export interface CoverageDialogProps {
  readonly coverage: Coverage;
  readonly text: CoverageText;
  readonly returnFocusTo: HTMLElement | null;
  readonly onClose: () => void;
}

/** "What's covered": the protection provider's terms, already sanitized (a view only). */
export function CoverageDialog({ coverage, text, returnFocusTo, onClose }: CoverageDialogProps) {
  return (
    <OnDemandDialog
      text={text}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="rove-coverage"
      styles={COVERAGE_STYLES}
    >
      <div
        className="rove-coverage__body"
        aria-live="polite"
        aria-busy={coverage.phase === 'loading'}
      >
        {coverage.phase === 'loading' && <p>{text.loading}</p>}
        {coverage.phase === 'failed' && <p className="rove-coverage__error">{text.error}</p>}
        {/* Sanitized by core/sanitize/html (loadCoverage) before it reaches this view. */}
        {coverage.phase === 'ready' && (
          <div dangerouslySetInnerHTML={{ __html: trustedHtml(coverage.html) }} />
        )}
      </div>
    </OnDemandDialog>
  );
}

async function loadCoverage(request: CoverageRequest, signal: AbortSignal): Promise<string> {
  const reply = await callText(request.path, 'text/html', {
    basePath: request.basePath,
    query: request.query,
    signal,
  });
  if (!reply.ok || !reply.data.trim()) return '';
  // DOMPurify is loaded only when server HTML is actually shown (bundle budget).
  const { sanitizeHtml } = await import('../../../core/sanitize/html');
  return sanitizeHtml(reply.data);
}

/**
 * The dialog with its terms fetched as it opens (the product page's model, or the checkout's
 * order) and shown only once sanitized. A failed call or an empty text says 'An error has
 * occurred.' in the dialog (logged once); closing aborts the call.
 */
export function LoadingCoverageDialog({
  request,
  ...dialog
}: Omit<CoverageDialogProps, 'coverage'> & { readonly request: CoverageRequest }) {
  const [coverage, terms] = useStore(firstOutcome<Coverage>, (): Coverage => ({
    phase: 'loading',
  }));
  // The terms of what was asked for when the dialog opened: a later render does not refetch.
  const asked = useRef(request).current;

  // Stopped when the dialog closes (it unmounts): the call is aborted and its answer ignored.
  const requests = useRequestRunner();

  useEffect(() => {
    void requests
      .latest((signal) => loadCoverage(asked, signal))
      .then((loaded) => {
        if (!loaded.current) return;
        const html = loaded.value;
        if (html.trim()) return terms.dispatch({ phase: 'ready', html });
        logOnce('warn', `coverage:${asked.path}`, 'protection coverage text unavailable');
        terms.dispatch({ phase: 'failed' });
      });
  }, [asked, requests, terms]);

  return <CoverageDialog coverage={coverage} {...dialog} />;
}
