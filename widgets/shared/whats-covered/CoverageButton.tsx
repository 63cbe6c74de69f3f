import { useRef } from 'react';
import { logOnce } from '../../../core/log';
import { lazyModule } from '../element/lazy-module';
import { useOnDemand } from '../element/use-on-demand';
import type { CoverageRequest, CoverageText } from './CoverageDialog';

// The dialog, its styles and its loading arrive on the first press only.
const dialogChunk = lazyModule(() => import('./CoverageDialog'));

export interface CoverageButtonProps {
  /** The host's link-like button class. */
  readonly className: string;
  readonly request: CoverageRequest;
  /** `title` is also the button's label ('What’s covered'). */
  readonly text: CoverageText;
}

/**
 * "What's covered" for protection offers (buy box and checkout): opens the provider's terms in
 * a dialog that gives focus back to this button when it closes.
 */
export function CoverageButton({ className, request, text }: CoverageButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useOnDemand(dialogChunk);
  const { open, module } = dialog.state;

  const press = () =>
    dialog.press((error) =>
      logOnce('error', 'coverage:chunk', 'could not load the coverage dialog', error),
    );

  const Dialog = module?.LoadingCoverageDialog;
  return (
    <>
      <button
        type="button"
        ref={button}
        className={className}
        aria-haspopup="dialog"
        onClick={press}
      >
        {text.title}
      </button>
      {open && Dialog && (
        <Dialog
          request={request}
          text={text}
          returnFocusTo={button.current}
          onClose={() => dialog.dispatch({ type: 'closed' })}
        />
      )}
    </>
  );
}
