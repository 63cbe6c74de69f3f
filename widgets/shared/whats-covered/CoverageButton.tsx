import { lazyModule } from '../element/lazy-module';
import { useOnDemand } from '../element/use-on-demand';
import { OnDemandDialogButton } from '../overlays/OnDemandDialogButton';
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
  const dialog = useOnDemand(dialogChunk);
  return (
    <OnDemandDialogButton
      dialog={dialog}
      className={className}
      chunkFailure={{ key: 'coverage:chunk', message: 'could not load the coverage dialog' }}
      renderDialog={({ LoadingCoverageDialog }, opened) => (
        <LoadingCoverageDialog request={request} text={text} {...opened} />
      )}
    >
      {text.title}
    </OnDemandDialogButton>
  );
}
