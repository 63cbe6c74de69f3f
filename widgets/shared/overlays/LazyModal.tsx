import { useEffect, useState } from 'react';
import { logOnce } from '../../../core/log';
import { lazyModule } from '../element/lazy-module';
import type { ModalProps } from './Modal';

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
  const [loaded, setLoaded] = useState(modalChunk.current);
  const { open, onClose } = props;
  useEffect(() => {
    if (loaded || !open) return;
    let current = true;
    modalChunk.load().then(
      (module) => {
        if (current) setLoaded(module);
      },
      (error: unknown) => {
        logOnce('error', 'modal-chunk', 'could not load the dialog', error);
        if (current) onClose('escape');
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, open, onClose]);
  if (!loaded) return null;
  const { Modal } = loaded;
  return <Modal {...props} />;
}
