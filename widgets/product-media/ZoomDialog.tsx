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

interface ScrollPoint {
  left: number;
  top: number;
}

/** Centres the view on the axes the shopper has not moved since `placed` (all of them when unset). */
function centre(region: HTMLElement, placed?: ScrollPoint): ScrollPoint {
  if (!placed || region.scrollLeft === placed.left)
    region.scrollLeft = (region.scrollWidth - region.clientWidth) / 2;
  if (!placed || region.scrollTop === placed.top)
    region.scrollTop = (region.scrollHeight - region.clientHeight) / 2;
  return { left: region.scrollLeft, top: region.scrollTop };
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
  // Where centring left the view. The image arriving after the dialog opened grows the region
  // and centres it again, but only on an axis the shopper has not already panned: an arrow
  // key or a swipe made before a slow image arrives is kept.
  const placed = useRef<ScrollPoint | undefined>(undefined);

  // A passive effect runs after the Modal's layout effect, which focuses its close button:
  // the region takes focus so the arrow keys work at once.
  useEffect(() => {
    if (!open || !region.current) return;
    placed.current = centre(region.current);
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
                if (region.current) placed.current = centre(region.current, placed.current);
              }}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
