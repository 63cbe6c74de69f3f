import type { Ref } from 'react';
import { Glyph } from './Glyph';
import { ProductPhoto } from './ProductPhoto';
import type { GalleryImage, ProductMediaText, VideoView } from './view-types';

export interface MediaStageProps {
  image: GalleryImage | undefined;
  width: number;
  height: number;
  video: VideoView | null;
  text: ProductMediaText;
  zoomButtonRef: Ref<HTMLButtonElement>;
  onZoom(): void;
}

/**
 * The big picture: the current image as a button that opens the zoom, or the video while it
 * plays, or — the video having failed — its fallback image with a note in a live region.
 */
export function MediaStage({
  image,
  width,
  height,
  video,
  text,
  zoomButtonRef,
  onZoom,
}: MediaStageProps) {
  const phase = video?.phase ?? 'idle';
  // The stage's picture, the gallery image or the failed video's fallback, at the stage's size.
  const stagePhoto = (src: string, alt: string) => (
    <ProductPhoto
      className="rove-product-media__image"
      src={src}
      alt={alt}
      width={width}
      height={height}
    />
  );
  return (
    <div className="rove-product-media__stage">
      {phase === 'active' && video ? (
        <video
          ref={video.videoRef}
          className="rove-product-media__video"
          controls
          playsInline
          preload="auto"
          poster={video.poster ?? undefined}
          aria-label={video.title}
        />
      ) : phase === 'failed' && video ? (
        stagePhoto(video.fallbackSrc, video.title)
      ) : image ? (
        <button
          ref={zoomButtonRef}
          type="button"
          className="rove-product-media__zoom"
          aria-label={image.zoomLabel}
          aria-haspopup="dialog"
          onClick={onZoom}
        >
          {stagePhoto(image.src, image.alt)}
          <Glyph className="rove-product-media__zoom-icon">
            <circle cx="10.5" cy="10.5" r="6" />
            <path d="M15 15l5 5M10.5 8v5M8 10.5h5" />
          </Glyph>
        </button>
      ) : null}
      <p className="rove-product-media__note" role="status">
        {phase === 'failed' ? text.videoFailed : ''}
      </p>
    </div>
  );
}
