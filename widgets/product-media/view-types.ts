import type { Ref } from 'react';
import type { VideoPhase } from './useProductVideo';

/** One gallery image with its texts, ready to show. */
export interface GalleryImage {
  src: string;
  alt: string;
  /** The thumbnail button's name ('Show image 2 of 3'). */
  thumbLabel: string;
  /** The main image button's name ('Zoom image: …'). */
  zoomLabel: string;
  /** The zoom dialog's scroll region's name. */
  zoomRegionLabel: string;
}

export interface VideoView {
  title: string;
  poster: string | null;
  /** 'Play video: …' */
  playLabel: string;
  phase: VideoPhase;
  /** Shown instead of the video when it fails: fallback_image, the poster or the gallery image. */
  fallbackSrc: string;
  videoRef: Ref<HTMLVideoElement>;
  onPlay(): void;
}

export interface LookbookLink {
  label: string;
  href: string;
  /** The shopper opened it (tracking's lookbook_open). */
  onOpen(): void;
}

export interface ProductMediaText {
  galleryLabel: string;
  previousImage: string;
  nextImage: string;
  zoomDialogTitle: string;
  close: string;
  videoFailed: string;
  looksLabel: string;
  opensInNewTab: string;
}
