import type { Host, PhotoView } from './host-listing.logic';
import { hostName } from './host-listing.logic';
import type { HostListingText } from './host-listing-text';

export interface HostCardProps {
  host: Host;
  text: HostListingText;
  onOpenHost: (host: Host, trigger: HTMLElement) => void;
  onOpenPhoto: (photo: PhotoView, trigger: HTMLElement) => void;
}

/**
 * One host card: the cover photo (opens the user-photo popup), the name, the filter fields and
 * the button that opens the host popup. Same classes as the server's card, so nothing moves
 * when the element takes over.
 */
export function HostCard({ host, text, onOpenHost, onOpenPhoto }: HostCardProps) {
  const name = hostName(host);
  const cover = host.photos[0];
  const alt = text('cardPhotoAlt', {
    name: host.fname,
    room: host.room.toLowerCase(),
    city: host.city,
  });
  return (
    <li className="rove-host-card">
      {cover ? (
        <button
          type="button"
          className="rove-host-card__photo"
          aria-haspopup="dialog"
          aria-label={text('openPhoto', { name: host.fname })}
          onClick={(event) =>
            onOpenPhoto({ src: cover.medium, alt, hostName: name }, event.currentTarget)
          }
        >
          <img src={cover.small} width={400} height={400} loading="lazy" alt={alt} />
        </button>
      ) : (
        <span className="rove-host-card__photo" />
      )}
      <h3 className="rove-host-card__name">{name}</h3>
      <p className="rove-host-card__meta">
        {[host.city, host.style, host.room].filter(Boolean).join(' · ')}
      </p>
      <button
        type="button"
        className="rove-host-card__open"
        aria-haspopup="dialog"
        onClick={(event) => onOpenHost(host, event.currentTarget)}
      >
        {text('visit', { name: host.fname })}
      </button>
    </li>
  );
}
