import { useEffect, useRef, type Ref } from 'react';
import { adoptStyles } from '../../../../core/adopt-styles';
import { postcodeMessages } from '../../../../core/i18n/postcode';
import { translator } from '../../../../core/i18n/translate';
import { logOnce, logVendorProblem } from '../../../../core/log';
import { getSettings } from '../../../../core/settings/settings';
import { Modal } from '../../overlays/Modal';
import { firstOutcome } from '../../overlays/first-outcome.logic';
import { useLatest } from '../../element/use-latest';
import { useStore } from '../../state/use-store';
import { embedPostcode, type PostcodeFailure } from './kakao-postcode';
import { postcodeFill, postcodeScript, type PostcodeFill } from './korean-postcode.logic';
import postcodeCss from './postcode.css?raw';

/** The console's line for each way Kakao's search can fail (docs/vendors/kakao-postcode.md). */
const FAILURE_MESSAGES: Record<PostcodeFailure, string> = {
  'script-failed': "Kakao's postcode search script could not be loaded",
  'not-ready': "Kakao's postcode search did not become ready",
  'call-failed': "Kakao's postcode search could not be opened",
};

export interface PostcodeDialogProps {
  /** An address was chosen: the fields it fills (the dialog closes itself after). */
  onFound: (fill: PostcodeFill) => void;
  onClose: () => void;
  /** The button that opened the dialog. */
  returnFocusTo: HTMLElement | null;
}

/**
 * The Korean postcode search in our dialog: a heading, a close button, the vendor's search
 * embedded below (loaded on first open), and a short message if it cannot load — the fields
 * behind stay typeable. Fetched when the shopper first presses '우편번호 찾기'.
 */
export function PostcodeDialog({ onFound, onClose, returnFocusTo }: PostcodeDialogProps) {
  const { locale, extra } = getSettings();
  const t = translator(postcodeMessages, locale);
  const box = useRef<HTMLDivElement>(null);
  const [{ phase }, search] = useStore(
    firstOutcome<{ phase: PostcodePhase }>,
    (): { phase: PostcodePhase } => ({ phase: 'loading' }),
  );
  // The vendor's answer arrives through a callback given once, as the search is embedded.
  const found = useLatest(onFound);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    adoptStyles('rove-postcode', postcodeCss, container.ownerDocument);
    const script = postcodeScript(extra['koreanPostcode'], location.origin);
    if (!script.ok) logOnce('warn', 'postcode:settings', `${script.problem}; Kakao's is used`);
    let live = true;
    const onAnswer = (answer: unknown) => {
      const fill = postcodeFill(answer);
      if (fill) found.current(fill);
      else
        logVendorProblem({
          area: 'postcode',
          vendor: 'kakao-postcode',
          kind: 'call-failed',
          message: "Kakao's postcode search answered without an address",
          target: container,
        });
    };
    void embedPostcode(container, script.src, onAnswer).then((outcome) => {
      if (!live) return;
      if (!outcome.ok && outcome.failure) {
        logVendorProblem({
          area: 'postcode',
          vendor: 'kakao-postcode',
          kind: outcome.failure,
          level: 'error',
          message: FAILURE_MESSAGES[outcome.failure],
          detail: outcome.error,
          target: container,
        });
      }
      search.dispatch({ phase: outcome.ok ? 'ready' : 'failed' });
    });
    return () => {
      live = false;
    };
  }, [extra, found, search]);

  return (
    <PostcodeDialogView
      phase={phase}
      text={{ title: t('title'), close: t('close'), loading: t('loading'), failed: t('failed') }}
      searchRef={box}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}

export type PostcodePhase = 'loading' | 'ready' | 'failed';

export interface PostcodeDialogViewProps {
  phase: PostcodePhase;
  text: { title: string; close: string; loading: string; failed: string };
  /** The box the vendor's search is embedded in. */
  searchRef?: Ref<HTMLDivElement>;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}

/** The dialog as it shows each phase: the view alone, for the stories. */
export function PostcodeDialogView({
  phase,
  text,
  searchRef,
  onClose,
  returnFocusTo,
}: PostcodeDialogViewProps) {
  return (
    <Modal
      open
      onClose={onClose}
      label={text.title}
      heading={{ className: 'rove-postcode__title' }}
      closeLabel={text.close}
      returnFocusTo={returnFocusTo}
      className="rove-postcode"
    >
      <p className="rove-postcode__status" role="status">
        {phase === 'loading' ? text.loading : phase === 'failed' ? text.failed : ''}
      </p>
      <div ref={searchRef} className="rove-postcode__search" hidden={phase === 'failed'} />
    </Modal>
  );
}
