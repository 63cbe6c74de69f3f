import type { LookbookLink } from './view-types';

export interface LookbookLinksProps {
  looks: readonly LookbookLink[];
  label: string;
  opensInNewTab: string;
}

/** 'View in lookbook: …' links (spec/product.md lookbook buttons), each opening the look in a new tab. */
export function LookbookLinks({ looks, label, opensInNewTab }: LookbookLinksProps) {
  if (looks.length === 0) return null;
  return (
    <ul className="rove-product-media__looks" aria-label={label}>
      {looks.map((look) => (
        <li key={look.href}>
          <a
            className="rove-product-media__look"
            href={look.href}
            target="_blank"
            rel="noopener"
            onClick={look.onOpen}
          >
            {look.label}
            <span className="rove-product-media__hidden"> {opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
