import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { emit } from '../../core/bus';
import { translator } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { readMediaSettings } from './media-settings';
import { wantsAutoplay } from './product-media.logic';
import productMediaCss from './product-media.css?raw';
import { productMediaMessages } from '../../core/i18n/product-media';
import { galleryImages, mediaText } from './product-media.view-model';
import { ProductMedia } from './ProductMedia';
import { serverImage } from './server-image';
import { useGallery } from './useGallery';
import { useProductVideo } from './useProductVideo';

/** Attributes of <rove-product-media> (see README.md). */
export interface ProductMediaAttributes extends ElementProps {
  /** The product's node id: the gallery follows that product's buy box. */
  nid?: number;
}

/**
 * '#play-video' in the address, at load or later, starts the video muted (the autoplay policy
 * allows muted playback without a gesture). Runs on mount and on hashchange only.
 */
function useAutoplayHash(
  enabled: boolean,
  play: (options: { muted: boolean }) => void,
  stage: () => Element | null,
): void {
  const latest = useRef({ play, stage });
  useEffect(() => {
    latest.current = { play, stage };
  }, [play, stage]);
  useEffect(() => {
    if (!enabled) return;
    const check = (scroll: boolean) => {
      if (!wantsAutoplay(window.location.hash)) return;
      latest.current.play({ muted: true });
      if (scroll) latest.current.stage()?.scrollIntoView({ block: 'nearest' });
    };
    check(false);
    const onHashChange = () => check(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [enabled]);
}

function ConnectedProductMedia({ nid = 0, container, serverNodes }: ProductMediaAttributes) {
  useDropServerFallback(container, 'rove-product-media');
  // Read on every render (a few nodes): a page script may add the fallback after the first one.
  const server = serverImage(serverNodes?.() ?? []);
  const settings = useMemo(
    () => readMediaSettings(getSettings().extra, window.location.origin),
    [],
  );
  const gallery = useGallery(nid, settings);
  const video = useProductVideo(settings.video);
  const [zoomOpen, setZoomOpen] = useState(false);
  const stage = useCallback(
    () => container?.querySelector('.rove-product-media__stage') ?? null,
    [container],
  );
  useAutoplayHash(settings.video !== null, video.play, stage);

  const t = translator(productMediaMessages, getSettings().locale);
  const urls = gallery.urls.length > 0 ? gallery.urls : server ? [server.src] : [];
  const title = server?.alt || settings.video?.title || '';
  const images = galleryImages(urls, title, t);
  const current = images[gallery.index] ?? images[0];
  const { stop } = video;
  const showImage = useCallback(
    (index: number) => {
      stop();
      gallery.select(index);
    },
    [stop, gallery],
  );

  return (
    <ProductMedia
      images={images}
      index={gallery.index}
      width={server?.width ?? 800}
      height={server?.height ?? 600}
      looks={settings.looks.map((look) => ({
        label: t('viewInLookbook', { title: look.title }),
        href: look.href,
        onOpen: () => emit('lookbook-opened', { nid, title: look.title }, container),
      }))}
      zoomOpen={zoomOpen}
      text={mediaText(t)}
      video={
        settings.video && {
          title: settings.video.title || title,
          poster: settings.video.poster,
          playLabel: t('playVideo', { title: settings.video.title || title }),
          phase: video.phase,
          fallbackSrc: settings.video.fallbackImage ?? settings.video.poster ?? current?.src ?? '',
          videoRef: video.videoRef,
          onPlay: () => video.play(),
        }
      }
      onSelect={showImage}
      onStep={(delta) => {
        stop();
        gallery.step(delta);
      }}
      onZoom={setZoomOpen}
    />
  );
}

/** The <rove-product-media> element class (no side effects: define.ts registers it). */
export function createProductMediaElement(): CustomElementConstructor {
  return createRoveElement<ProductMediaAttributes>('rove-product-media', ConnectedProductMedia, {
    props: { nid: 'number' },
    styles: { 'rove-product-media': productMediaCss },
  });
}
