import { useEffect, useId, useRef } from 'react';
import type { ScrollPhase } from '../shared/paging/infinite-scroll';
import { Modal } from '../shared/overlays/Modal';
import { LoadMoreLabels } from '../shared/paging/LoadMoreLabels';
import type { CommunityPhoto } from './photo-wall.logic';
import type { PhotoWallTexts } from './photo-wall-text';

/**
 * Square placeholders while the first page is on its way: the server's fallback shows a page of
 * 16 photos, so the wall keeps that height and nothing below it moves when the photos come.
 */
export const FIRST_PAGE_PLACEHOLDERS = 16;

export interface PhotoWallProps {
  photos: readonly CommunityPhoto[];
  phase: ScrollPhase;
  loading: boolean;
  /** The photo whose popup is open, if any. */
  selected: CommunityPhoto | null;
  /** Index of the photo that takes focus (after 'Load more'); -1 for none. */
  focusIndex: number;
  text: PhotoWallTexts;
  onOpen: (photo: CommunityPhoto) => void;
  onClose: () => void;
  onLoadMore: () => void;
}

/**
 * The community photo wall: square photos in 4 columns (2 on phones), each a button that opens
 * a popup with the larger photo and the products shown in it; 'Load more photos' below, and
 * the end text once the wall stops (spec/product.md §2, §9). Props only.
 */
export function PhotoWall({
  photos,
  phase,
  loading,
  selected,
  focusIndex,
  text,
  onOpen,
  onClose,
  onLoadMore,
}: PhotoWallProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusIndex < 0) return;
    const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>('.rove-photo-wall__photo');
    buttons?.[focusIndex]?.focus();
  }, [focusIndex]);

  const locked = phase === 'locked';
  const wasOnMore = useRef(false);
  useEffect(() => {
    // The button disappears at the end: its focus moves to the end text, not to the page top.
    if (locked && wasOnMore.current) endRef.current?.focus();
  }, [locked]);

  return (
    <div className="rove-photo-wall">
      <ul
        ref={gridRef}
        className="rove-photo-wall__grid"
        aria-label={text.wallLabel}
        aria-busy={photos.length === 0 && loading}
      >
        {photos.length === 0 && loading
          ? Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, index) => (
              <li
                key={index}
                className="rove-photo-wall__item rove-photo-wall__placeholder"
                aria-hidden="true"
              />
            ))
          : null}
        {photos.map((photo) => (
          <li key={photo.objectID} className="rove-photo-wall__item">
            <button
              type="button"
              className="rove-photo-wall__photo"
              aria-haspopup="dialog"
              onClick={() => onOpen(photo)}
            >
              <img
                src={photo.imageSmall}
                alt={text.photoAlt(photo)}
                width={400}
                height={400}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      <div className="rove-photo-wall__footer">
        <p className="rove-photo-wall__announce" role="status">
          {text.loaded}
        </p>
        {locked ? (
          <p ref={endRef} className="rove-load-more-end rove-photo-wall__end" tabIndex={-1}>
            {text.end}
          </p>
        ) : (
          <button
            type="button"
            className="rove-button rove-load-more rove-photo-wall__more"
            aria-disabled={phase === 'busy'}
            onFocus={() => (wasOnMore.current = true)}
            onBlur={() => (wasOnMore.current = false)}
            // The hook's gate refuses a press while a page is on its way.
            onClick={onLoadMore}
          >
            <LoadMoreLabels busy={loading} more={text.loadMore} loading={text.loading} />
          </button>
        )}
      </div>
      <PhotoPopup photo={selected} text={text} onClose={onClose} />
    </div>
  );
}

/** The popup of one photo: the larger photo, who took it and where, and the products in it. */
function PhotoPopup({
  photo,
  text,
  onClose,
}: {
  photo: CommunityPhoto | null;
  text: PhotoWallTexts;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Modal
      open={photo !== null}
      onClose={onClose}
      label={photo ? text.photoBy(photo.name) : ''}
      labelledBy={titleId}
      closeLabel={text.close}
      className="rove-photo-wall__dialog"
    >
      {photo ? (
        <figure className="rove-photo-wall__figure">
          <img
            className="rove-photo-wall__large"
            src={photo.imageMedium}
            alt={text.photoAlt(photo)}
            width={900}
            height={675}
          />
          <figcaption>
            <h2 id={titleId} className="rove-photo-wall__title">
              {text.photoBy(photo.name)}
            </h2>
            {photo.location ? <p className="rove-photo-wall__location">{photo.location}</p> : null}
          </figcaption>
          {photo.products.length > 0 ? (
            <section className="rove-photo-wall__products" aria-labelledby={`${titleId}-products`}>
              <h3 id={`${titleId}-products`}>{text.productsHeading}</h3>
              <ul>
                {photo.products.map((product) => (
                  <li key={product.url}>
                    <a className="rove-photo-wall__product" href={product.url}>
                      {product.image ? (
                        <img src={product.image} alt="" width={64} height={48} />
                      ) : null}
                      <span>{product.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </figure>
      ) : null}
    </Modal>
  );
}
