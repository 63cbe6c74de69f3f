import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { positiveIntAttribute, ratioAttribute } from '../shared/paging/infinite-scroll';
import loadMoreCss from '../shared/paging/load-more.css?raw';
import { PhotoWall } from './PhotoWall';
import { photoWallText } from './photo-wall-text';
import { PHOTO_WALL_MAX_PAGES, PHOTO_WALL_TRIGGER } from './photo-wall.logic';
import photoWallCss from './photo-wall.css?raw';
import { usePhotoWall } from './usePhotoWall';

/** Attributes of <rove-photo-wall> (see README.md). */
export interface PhotoWallAttributes extends ElementProps {
  /** The JSON pages' URL (GET {endpoint}?page=N); this site only. */
  endpoint?: string;
  maxPages?: number;
  /** The page number of the wall's first request (the server's ?page=N). */
  startPage?: number;
  trigger?: number;
}

const DEFAULT_ENDPOINT = '/community/photos';

function ConnectedPhotoWall({
  endpoint,
  maxPages,
  startPage,
  trigger,
  container,
}: PhotoWallAttributes) {
  useDropServerFallback(container, 'rove-photo-wall');
  const { state, loadMore, select } = usePhotoWall({
    endpoint: endpoint?.trim() || DEFAULT_ENDPOINT,
    maxPages: positiveIntAttribute(
      maxPages === undefined ? null : String(maxPages),
      PHOTO_WALL_MAX_PAGES,
    ),
    startPage: positiveIntAttribute(startPage === undefined ? null : String(startPage), 1),
    trigger: ratioAttribute(trigger === undefined ? null : String(trigger), PHOTO_WALL_TRIGGER),
  });
  return (
    <PhotoWall
      {...state}
      text={photoWallText(getSettings().locale, state.lastAdded)}
      onOpen={select}
      onClose={() => select(null)}
      onLoadMore={loadMore}
    />
  );
}

/** The <rove-photo-wall> element class (no side effects: define.ts registers it). */
export function createPhotoWallElement(): CustomElementConstructor {
  return createRoveElement<PhotoWallAttributes>('rove-photo-wall', ConnectedPhotoWall, {
    props: { endpoint: 'string', maxPages: 'number', startPage: 'number', trigger: 'number' },
    styles: {
      'rove-load-more': loadMoreCss,
      'rove-photo-wall': photoWallCss,
    },
  });
}
