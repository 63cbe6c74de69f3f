import { createElement } from 'react';
import { LineWithDialog } from '../shared/overlays/LineWithDialog';
import type { DialogOpenProps } from '../shared/overlays/use-dialog-open';

export interface FinancingTermRow {
  label: string;
  monthly: string;
}

export interface FinancingText {
  asLowAs: string;
  learnMore: string;
  title: string;
  intro: string;
  termsHeading: string;
  apr: string;
  example: string;
  note: string;
  close: string;
}

/** With the information dialog's open state and handlers (useDialogOpen). */
export interface FinancingProps extends DialogOpenProps {
  /** Nothing shows below the minimum amount (the view renders an empty live region). */
  shown: boolean;
  /**
   * The amount in cents for Affirm's own messaging, which then replaces ours (its script fills
   * the element and brings its own 'Learn more'); null keeps our estimate.
   */
  affirmCents?: number | null;
  /**
   * Klarna's on-site messaging (spec/checkout.md §9): its box is kept at `height` px while the web SDK
   * is on its way (`pending`), then holds the placement for `amount` (minor units). Null: none.
   */
  klarna?: { amount: number | null; pending: boolean; locale: string; height: number } | null;
  terms: readonly FinancingTermRow[];
  text: FinancingText;
}

/** The 'as low as' line, its 'Learn more' button and the information dialog. Props in only. */
export function Financing({
  shown,
  affirmCents = null,
  klarna = null,
  terms,
  text,
  dialogOpen,
  onOpen,
  onClose,
}: FinancingProps) {
  const klarnaRow =
    klarna && (klarna.pending || klarna.amount !== null) ? (
      // The style prop sets element.style (CSSOM), which a strict CSP allows.
      <div className="rove-financing__klarna" style={{ minHeight: `${klarna.height}px` }}>
        {klarna.amount !== null &&
          // Klarna's web SDK renders into its own element (its documented markup).
          createElement('klarna-placement', {
            'data-key': 'credit-promotion-badge',
            'data-locale': klarna.locale,
            'data-purchase-amount': klarna.amount,
          })}
      </div>
    ) : null;
  if (affirmCents !== null) {
    return (
      <div className="rove-financing" aria-live="polite">
        {/* Affirm's script renders into this element (docs/vendors/affirm.md). */}
        <p
          // Affirm's messaging takes the estimate's row (a promo line), so nothing moves.
          className="affirm-as-low-as rove-promo-line rove-financing__affirm"
          data-page-type="product"
          data-amount={affirmCents}
          data-affirm-color="black"
        />
        {klarnaRow}
      </div>
    );
  }
  return (
    <div className="rove-financing" aria-live="polite">
      {shown && (
        <LineWithDialog
          className="rove-financing__line"
          lead={{ text: text.asLowAs, className: 'rove-financing__estimate' }}
          more={{ label: text.learnMore, className: 'rove-financing__more' }}
          dialog={{ title: text.title, close: text.close, className: 'rove-financing-dialog' }}
          dialogOpen={dialogOpen}
          onOpen={onOpen}
          onClose={onClose}
        >
          <p>{text.intro}</p>
          <h3>{text.termsHeading}</h3>
          <ul className="rove-financing-dialog__terms">
            {terms.map((row) => (
              <li key={row.label}>
                <span>{row.label}</span> <span>{row.monthly}</span>
              </li>
            ))}
          </ul>
          <p className="rove-financing-dialog__apr">{text.apr}</p>
          <p className="rove-financing-dialog__example">{text.example}</p>
          <p className="rove-financing-dialog__note">{text.note}</p>
        </LineWithDialog>
      )}
      {klarnaRow}
    </div>
  );
}
