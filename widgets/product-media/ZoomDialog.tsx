import { useEffect, useRef, type PointerEvent } from 'react';
import { Modal } from '../shared/overlays/Modal';
import { panTo } from './product-media.logic';
import { ProductPhoto } from './ProductPhoto';
import type { GalleryImage } from './view-types';

export interface ZoomDialogProps {
  open: boolean;
  image: GalleryImage | undefined;
  title: string;
  closeLabel: string;
  returnFocusTo: HTMLElement | null;
  onClose(): void;
}

function centre(region: HTMLElement): void {
  region.scrollLeft = (region.scrollWidth - region.clientWidth) / 2;
  region.scrollTop = (region.scrollHeight - region.clientHeight) / 2;
}

/**
 * The image at twice the stage's size in a scrollable region that has focus, so the arrow
 * keys move around it (the browser's own scrolling); on a desktop the view follows the mouse.
 * Escape, the close button and the backdrop close it (shared Modal), and focus returns to
 * the image that opened it.
 */
export function ZoomDialog({
  open,
  image,
  title,
  closeLabel,
  returnFocusTo,
  onClose,
}: ZoomDialogProps) {
  const region = useRef<HTMLDivElement>(null);

  // A passive effect runs after the Modal's layout effect, which focuses its close button:
  // the region takes focus so the arrow keys work at once.
  useEffect(() => {
    if (!open || !region.current) return;
    centre(region.current);
    region.current.focus();
  }, [open]);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return; // touch pans by scrolling
    const target = event.currentTarget;
    const box = target.getBoundingClientRect();
    const { left, top } = panTo(
      { x: event.clientX - box.left, y: event.clientY - box.top },
      { width: target.clientWidth, height: target.clientHeight },
      { width: target.scrollWidth, height: target.scrollHeight },
    );
    target.scrollLeft = left;
    target.scrollTop = top;
  };

  return (
    <Modal
      open={open && image !== undefined}
      onClose={onClose}
      label={title}
      closeLabel={closeLabel}
      returnFocusTo={returnFocusTo}
      className="rove-product-media-zoom"
    >
      {image && (
        <div
          ref={region}
          className="rove-product-media-zoom__pan"
          role="region"
          aria-label={image.zoomRegionLabel}
          tabIndex={0}
          onPointerMove={follow}
        >
          {/* Twice the region's width. On a wrapper: host pages commonly cap img at 100%. */}
          <div className="rove-product-media-zoom__canvas">
            <ProductPhoto
              className="rove-product-media-zoom__image"
              src={image.src}
              alt={image.alt}
              onLoad={() => {
                if (region.current) centre(region.current);
              }}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
