import { useState } from 'react';
import { GalleryStrip } from './GalleryStrip';
import { LookbookLinks } from './LookbookLinks';
import { MediaStage } from './MediaStage';
import type { GalleryImage, LookbookLink, ProductMediaText, VideoView } from './view-types';
import { ZoomDialog } from './ZoomDialog';

export interface ProductMediaProps {
  images: readonly GalleryImage[];
  index: number;
  /** The images' intrinsic size, so the stage keeps its box while an image loads. */
  width: number;
  height: number;
  video: VideoView | null;
  looks: readonly LookbookLink[];
  zoomOpen: boolean;
  text: ProductMediaText;
  onSelect(index: number): void;
  onStep(delta: number): void;
  onZoom(open: boolean): void;
}

/** The product page's media: stage, thumbnails (+ video tile), lookbook links, zoom dialog. */
export function ProductMedia(props: ProductMediaProps) {
  const { images, index, video, text } = props;
  const [zoomButton, setZoomButton] = useState<HTMLButtonElement | null>(null);
  const image = images[index] ?? images[0];
  const videoShown = video !== null && video.phase !== 'idle';
  return (
    <div className="rove-product-media">
      <MediaStage
        image={image}
        width={props.width}
        height={props.height}
        video={video}
        text={text}
        zoomButtonRef={setZoomButton}
        onZoom={() => props.onZoom(true)}
      />
      {(images.length > 1 || video) && (
        <GalleryStrip
          images={images}
          index={index}
          videoShown={videoShown}
          video={video}
          text={text}
          onSelect={props.onSelect}
          onStep={props.onStep}
        />
      )}
      <LookbookLinks
        looks={props.looks}
        label={text.looksLabel}
        opensInNewTab={text.opensInNewTab}
      />
      <ZoomDialog
        open={props.zoomOpen && !videoShown}
        image={image}
        title={text.zoomDialogTitle}
        closeLabel={text.close}
        returnFocusTo={zoomButton}
        onClose={() => props.onZoom(false)}
      />
    </div>
  );
}
