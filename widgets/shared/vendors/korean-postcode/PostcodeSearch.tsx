import { useEffect } from 'react';
import { lazyModule } from '../../element/lazy-module';
import { useOnDemand } from '../../element/use-on-demand';
import { OnDemandDialogButton } from '../../overlays/OnDemandDialogButton';
import type { PostcodeFill } from './korean-postcode.logic';

export type { PostcodeFill };

/**
 * The button keeps its Korean name in every locale, as Korean shops write it: the search itself
 * is in Korean. Here rather than in the dialog's message table (core/i18n/postcode), which
 * arrives with the dialog on the first press.
 */
const FIND_POSTCODE = '우편번호 찾기';

// The dialog, its styles and the script loader arrive on the first press only.
const dialogChunk = lazyModule(() => import('./PostcodeDialog'));

export interface PostcodeSearchProps {
  /** The host form's secondary button class. */
  className: string;
  /**
   * An address was chosen and the dialog has closed: fill the fields (validated as if typed)
   * and move focus to the detail-address field.
   */
  onFound: (fill: PostcodeFill) => void;
}

/**
 * '우편번호 찾기' (Find postcode): opens the Korean postcode search for an address in Korea
 * (checkout's shipping and billing, the swatch request). What the shopper typed stays until
 * an address is chosen.
 */
export function PostcodeSearch({ className, onFound }: PostcodeSearchProps) {
  const dialog = useOnDemand<typeof import('./PostcodeDialog'), PostcodeFill>(dialogChunk);
  const { open, answer: found } = dialog.state;
  const { dispatch } = dialog;

  // Handed over once the dialog has closed and given focus back, so the form can move it on.
  useEffect(() => {
    if (open || !found) return;
    dispatch({ type: 'taken' });
    onFound(found);
  }, [open, found, onFound, dispatch]);

  return (
    <OnDemandDialogButton
      dialog={dialog}
      className={className}
      lang="ko"
      chunkFailure={{ key: 'postcode:chunk', message: 'could not load the postcode search' }}
      renderDialog={({ PostcodeDialog }, opened) => (
        <PostcodeDialog
          {...opened}
          onFound={(fill) => dispatch({ type: 'answered', answer: fill })}
        />
      )}
    >
      {FIND_POSTCODE}
    </OnDemandDialogButton>
  );
}
