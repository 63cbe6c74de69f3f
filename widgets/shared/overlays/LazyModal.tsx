import { useEffect } from 'react';
import { logOnce } from '../../../core/log';
import { lazyModule } from '../element/lazy-module';
import type { ModalProps } from './Modal';
import { useOnDemand } from '../element/use-on-demand';

const modalChunk = lazyModule(() => import('./Modal'));

/** Starts fetching the dialog: call it when the shopper reaches for what opens it. */
export function prefetchModal(): void {
  modalChunk.load().catch(() => undefined); // reported by the LazyModal that needs it
}

/**
 * The Modal, for a widget that opens one only on some layouts or after a press: the dialog's
 * chunk is fetched when the dialog first opens (or when prefetched), not with the widget.
 * Until it has arrived an open dialog renders nothing; if it cannot arrive, the dialog reports
 * itself closed (the widget's state stays true to the page) and the next opening tries again.
 */
export function LazyModal(props: ModalProps) {
  // Opened and closed by the props; the store keeps only the chunk's arrival.
  const { state, fetch } = useOnDemand(modalChunk);
  const loaded = state.module;
  const { open, onClose } = props;
  useEffect(() => {
    if (loaded || !open) return;
    let current = true;
    fetch().catch((error: unknown) => {
      logOnce('error', 'modal-chunk', 'could not load the dialog', error);
      if (current) onClose('escape');
    });
    return () => {
      current = false;
    };
  }, [loaded, open, onClose, fetch]);
  if (!loaded) return null;
  const { Modal } = loaded;
  return <Modal {...props} />;
}
