import { useEffect, useRef, type MouseEvent } from 'react';
import { HostCard } from './HostCard';
import type { Host, PhotoView } from './host-listing.logic';
import type { HostListingText } from './host-listing-text';

export interface HostListingProps {
  hosts: readonly Host[];
  page: number;
  pages: number;
  /** 'N hosts': shown above the cards and announced (polite) when it changes. */
  countText: string;
  /** A request is on its way (the cards stay; the grid says it is busy). */
  busy: boolean;
  /** Changes whenever focus should move to the results (after a page link); 0 before any. */
  focusKey: number;
  text: HostListingText;
  pageHref: (page: number) => string;
  onPage: (page: number) => void;
  onOpenHost: (host: Host, trigger: HTMLElement) => void;
  onOpenPhoto: (photo: PhotoView, trigger: HTMLElement) => void;
}

/** The results: count, host cards and pager (the server's markup, rendered from state). */
export function HostListing({
  hosts,
  page,
  pages,
  countText,
  busy,
  focusKey,
  text,
  pageHref,
  onPage,
  onOpenHost,
  onOpenPhoto,
}: HostListingProps) {
  const countRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The page link that was pressed is gone: the results take focus (the count names them).
    // 0 until a page link's answer was shown: the page decides where focus starts.
    if (focusKey !== 0) countRef.current?.focus();
  }, [focusKey]);

  const go = (n: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return; // a new tab or window: the browser's own way
    event.preventDefault();
    onPage(n);
  };
  const link = (n: number, label: string, rel?: string) => (
    <a
      key={`${label}-${n}`}
      href={pageHref(n)}
      rel={rel}
      aria-current={n === page ? 'page' : undefined}
      onClick={go(n)}
    >
      {label}
    </a>
  );

  return (
    <>
      <p
        ref={countRef}
        className="rove-host-listing__count"
        tabIndex={-1}
        role="status"
        aria-live="polite"
      >
        {countText}
      </p>
      {hosts.length > 0 ? (
        <ul className="rove-host-listing__grid" aria-busy={busy || undefined}>
          {hosts.map((host) => (
            <HostCard
              key={host.id}
              host={host}
              text={text}
              onOpenHost={onOpenHost}
              onOpenPhoto={onOpenPhoto}
            />
          ))}
        </ul>
      ) : (
        <p className="rove-host-listing__empty">{text('empty')}</p>
      )}
      <nav className="rove-host-listing__pager" aria-label={text('pagesLabel')}>
        {pages > 1 && (
          <>
            {page > 1 && link(page - 1, text('previous'), 'prev')}
            {Array.from({ length: pages }, (_, i) => link(i + 1, String(i + 1)))}
            {page < pages && link(page + 1, text('next'), 'next')}
          </>
        )}
      </nav>
    </>
  );
}
