import { useCallback, useEffect, useState } from 'react';
import { lastDetail, on } from '../../core/bus';
import type { MediaSettings } from './media-settings';
import { firstImages, imagesForModel, sameImages, stepIndex } from './product-media.logic';

export interface GalleryState {
  /** The image URLs on show (empty: the server's image only). */
  urls: readonly string[];
  index: number;
  select(index: number): void;
  step(delta: number): void;
}

function initialUrls(nid: number, settings: MediaSettings): readonly string[] {
  const last = lastDetail('buybox-model-changed');
  const forModel =
    last && last.nid === nid ? imagesForModel(last.model, settings.models, settings.images) : null;
  return forModel ?? firstImages(settings.images) ?? [];
}

/**
 * The gallery's images and position. They follow the buy box: on 'buybox-model-changed' for
 * this nid the chosen model's swatch images replace them (and the first is shown); a model
 * without images keeps what is there.
 */
export function useGallery(nid: number, settings: MediaSettings): GalleryState {
  const [state, setState] = useState(() => ({ urls: initialUrls(nid, settings), index: 0 }));

  useEffect(() => {
    const follow = (model: string | null) => {
      const next = imagesForModel(model, settings.models, settings.images);
      if (next) setState((now) => (sameImages(now.urls, next) ? now : { urls: next, index: 0 }));
    };
    // The buy box may have spoken between the first render and this effect.
    const last = lastDetail('buybox-model-changed');
    if (last && last.nid === nid) follow(last.model);
    return on('buybox-model-changed', (detail) => {
      if (detail.nid === nid) follow(detail.model);
    });
  }, [nid, settings]);

  const select = useCallback(
    (index: number) =>
      setState((now) => ({ ...now, index: Math.max(0, Math.min(index, now.urls.length - 1)) })),
    [],
  );
  const step = useCallback(
    (delta: number) =>
      setState((now) => ({ ...now, index: stepIndex(now.index, delta, now.urls.length) })),
    [],
  );
  return { urls: state.urls, index: state.index, select, step };
}
