export interface HeaderCountProps {
  count: number;
  /** The link's accessible name ('Wishlist, 3 items', 'Cart, 1 item'). */
  label: string;
  href: string;
  /** The icon's SVG path (24 × 24, stroked). */
  iconPath: string;
  /** The counter's own class, which sets --rove-header-count-color. */
  className: string;
}

/**
 * A header link with a count badge (the wishlist and cart counters). The badge is hidden from
 * assistive technology: the link's name already says the number, once.
 */
export function HeaderCount({ count, label, href, iconPath, className }: HeaderCountProps) {
  return (
    <a className={`rove-header-count__link ${className}`} href={href} aria-label={label}>
      <svg
        className="rove-header-count__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path d={iconPath} />
      </svg>
      <span
        className="rove-header-count__badge"
        data-empty={count === 0 || undefined}
        aria-hidden="true"
      >
        {count}
      </span>
    </a>
  );
}
