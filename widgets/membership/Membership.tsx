import { LineWithDialog } from '../shared/overlays/LineWithDialog';
import type { DialogOpenProps } from '../shared/overlays/use-dialog-open';

export interface MembershipRow {
  label: string;
  value: string;
}

export interface MembershipText {
  seeOffer: string;
  title: string;
  intro: string;
  figuresLabel: string;
  join: string;
  notNow: string;
  close: string;
}

/** With the offer dialog's open state and handlers (useDialogOpen). */
export interface MembershipProps extends DialogOpenProps {
  mode: 'standard' | 'membership-only';
  /** The line beside the button: the savings on what the shopper looks at, or the fee. */
  teaser: string;
  /** The dialog's figures: the fee, then (with a subject) savings, voucher and net gain. */
  rows: readonly MembershipRow[];
  /** The sign-up page (same origin: the site's base path). */
  joinHref: string;
  text: MembershipText;
}

/** The offer's line, its button and the offer dialog. Props in only. */
export function Membership({
  mode,
  teaser,
  rows,
  joinHref,
  text,
  dialogOpen,
  onOpen,
  onClose,
}: MembershipProps) {
  return (
    <div className={`rove-membership rove-membership--${mode}`}>
      {/* The dialog module is the one the product and cart pages' other widgets load already. */}
      <LineWithDialog
        className="rove-promo-line rove-membership__line"
        live
        lead={{ text: teaser, className: 'rove-membership__teaser' }}
        more={{ label: text.seeOffer, className: 'rove-membership__more' }}
        dialog={{
          title: text.title,
          close: text.close,
          className: 'rove-membership-dialog',
          headingClassName: 'rove-membership-dialog__title',
        }}
        dialogOpen={dialogOpen}
        onOpen={onOpen}
        onClose={onClose}
      >
        <p className="rove-membership-dialog__intro">{text.intro}</p>
        <dl className="rove-membership-dialog__figures" aria-label={text.figuresLabel}>
          {rows.map((row) => (
            <div key={row.label} className="rove-membership-dialog__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="rove-membership-dialog__actions">
          <a className="rove-membership-dialog__join" href={joinHref}>
            {text.join}
          </a>
          <button
            type="button"
            className="rove-membership-dialog__later rove-text-button"
            onClick={onClose}
          >
            {text.notNow}
          </button>
        </div>
      </LineWithDialog>
    </div>
  );
}
