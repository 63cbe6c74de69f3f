import { useId } from 'react';
import { Modal } from '../shared/overlays/Modal';
import { hostName, type Host, type PhotoView } from './host-listing.logic';
import type { HostListingText } from './host-listing-text';
import type { ProductCardModel } from './product-card';
import { ProductCard } from './ProductCard';

export type HostPopupPhase = 'summary' | 'full';

export interface HostPopupProps {
  host: Host;
  /** spec/product.md §2: the popup opens on a summary and swaps to the full home after 1 s. */
  phase: HostPopupPhase;
  products: readonly ProductCardModel[];
  text: HostListingText;
  returnFocusTo?: HTMLElement | null;
  onClose: () => void;
  onOpenPhoto: (photo: PhotoView, trigger: HTMLElement) => void;
}

/**
 * The host popup. The swap keeps the dialog, its heading and the close button (which has focus)
 * in place and replaces only the body below them; a polite live region, present from the start,
 * says what arrived.
 */
export function HostPopup({
  host,
  phase,
  products,
  text,
  returnFocusTo,
  onClose,
  onOpenPhoto,
}: HostPopupProps) {
  const titleId = useId();
  const name = hostName(host);
  const cover = host.photos[0];
  return (
    <Modal
      open
      onClose={onClose}
      label={text('hostDialog', { name: host.fname })}
      labelledBy={titleId}
      closeLabel={text('close')}
      returnFocusTo={returnFocusTo}
      className="rove-host-popup"
    >
      <h2 id={titleId} className="rove-host-popup__title">
        {name}
      </h2>
      <p className="rove-host-popup__meta">
        {[host.city, host.style, host.room].filter(Boolean).join(' · ')}
      </p>
      <p className="rove-visually-hidden" aria-live="polite">
        {phase === 'full'
          ? text('homeShown', {
              name: host.fname,
              photos: host.photos.length,
              products: products.length,
            })
          : ''}
      </p>
      {phase === 'summary' ? (
        <div className="rove-host-popup__summary" aria-busy="true">
          {cover && (
            <img
              className="rove-host-popup__cover"
              src={cover.medium}
              width={900}
              height={675}
              alt=""
            />
          )}
          <p className="rove-host-popup__loading">{text('loadingHome', { name: host.fname })}</p>
        </div>
      ) : (
        <div className="rove-host-popup__full">
          <h3 className="rove-host-popup__heading">{text('photosHeading')}</h3>
          <ul className="rove-host-popup__photos">
            {host.photos.map((photo, n) => {
              const alt = text('photoAlt', { n: n + 1, name: host.fname });
              return (
                <li key={photo.small}>
                  <button
                    type="button"
                    className="rove-host-popup__photo"
                    aria-haspopup="dialog"
                    onClick={(event) =>
                      onOpenPhoto({ src: photo.medium, alt, hostName: name }, event.currentTarget)
                    }
                  >
                    <img src={photo.small} width={400} height={400} loading="lazy" alt={alt} />
                  </button>
                </li>
              );
            })}
          </ul>
          {products.length > 0 && (
            <>
              <h3 className="rove-host-popup__heading">{text('productsHeading')}</h3>
              <ul className="rove-host-popup__products">
                {products.map((product) => (
                  <ProductCard key={product.key} product={product} />
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
