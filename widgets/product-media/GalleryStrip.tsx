import type { KeyboardEvent } from 'react';
import { Glyph } from './Glyph';
import { ProductPhoto } from './ProductPhoto';
import type { GalleryImage, ProductMediaText, VideoView } from './view-types';

export interface GalleryStripProps {
  images: readonly GalleryImage[];
  index: number;
  /** The video tile is the current one (the stage shows the video or its fallback). */
  videoShown: boolean;
  video: VideoView | null;
  text: ProductMediaText;
  onSelect(index: number): void;
  onStep(delta: number): void;
}

/** Left/Right (and Home/End) move focus along the thumbnails, as in a toolbar. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const last = buttons.length - 1;
  const target = {
    ArrowRight: at === last ? 0 : at + 1,
    ArrowLeft: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  buttons[target]?.focus();
}

const chevron = (d: string) => (
  <Glyph size={20}>
    <path d={d} />
  </Glyph>
);

/** Previous/next buttons and the labelled list of thumbnail buttons (the video's last). */
export function GalleryStrip({
  images,
  index,
  videoShown,
  video,
  text,
  onSelect,
  onStep,
}: GalleryStripProps) {
  const several = images.length > 1;
  return (
    <div className="rove-product-media__strip">
      {several && (
        <button
          type="button"
          className="rove-product-media__step"
          aria-label={text.previousImage}
          onClick={() => onStep(-1)}
        >
          {chevron('M15 5l-7 7 7 7')}
        </button>
      )}
      <ul
        className="rove-product-media__thumbs"
        aria-label={text.galleryLabel}
        onKeyDown={moveFocus}
      >
        {images.map((image, position) => (
          <li key={`${position}:${image.src}`}>
            <button
              type="button"
              className="rove-product-media__thumb"
              aria-label={image.thumbLabel}
              aria-current={!videoShown && position === index ? 'true' : undefined}
              onClick={() => onSelect(position)}
            >
              <ProductPhoto src={image.src} alt="" width="64" height="48" />
            </button>
          </li>
        ))}
        {video && (
          <li>
            <button
              type="button"
              className="rove-product-media__thumb rove-product-media__thumb--video"
              aria-label={video.playLabel}
              aria-current={videoShown ? 'true' : undefined}
              onClick={video.onPlay}
            >
              {video.poster && <ProductPhoto src={video.poster} alt="" width="64" height="48" />}
              <Glyph className="rove-product-media__play">
                <circle cx="12" cy="12" r="11" />
                <path d="M10 7.5v9l7-4.5z" />
              </Glyph>
            </button>
          </li>
        )}
      </ul>
      {several && (
        <button
          type="button"
          className="rove-product-media__step"
          aria-label={text.nextImage}
          onClick={() => onStep(1)}
        >
          {chevron('M9 5l7 7-7 7')}
        </button>
      )}
    </div>
  );
}
