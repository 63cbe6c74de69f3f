import { Modal } from '../shared/overlays/Modal';
import type { PhotoView } from './host-listing.logic';
import type { HostListingText } from './host-listing-text';

export interface PhotoPopupProps {
  photo: PhotoView;
  text: HostListingText;
  returnFocusTo?: HTMLElement | null;
  onClose: () => void;
}

/** The user-photo popup: the photo larger, with its description and the host's name. */
export function PhotoPopup({ photo, text, returnFocusTo, onClose }: PhotoPopupProps) {
  return (
    <Modal
      open
      onClose={onClose}
      label={text('photoDialog', { name: photo.hostName })}
      closeLabel={text('close')}
      returnFocusTo={returnFocusTo}
      className="rove-host-photo"
    >
      <figure className="rove-host-photo__figure">
        <img src={photo.src} width={900} height={675} alt={photo.alt} />
        <figcaption className="rove-host-photo__caption">{photo.hostName}</figcaption>
      </figure>
    </Modal>
  );
}
