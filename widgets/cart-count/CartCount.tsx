export interface CartCountProps {
  count: number;
  /** 'Cart, N items': the link's accessible name. */
  label: string;
  href: string;
}

/** The header's cart link with the item count as a badge. */
export function CartCount({ count, label, href }: CartCountProps) {
  return (
    <a className="rove-cart-count__link" href={href} aria-label={label}>
      <svg
        className="rove-cart-count__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M5 8h14l-1.2 12.5H6.2L5 8zm3.5 0V6.5a3.5 3.5 0 0 1 7 0V8" />
      </svg>
      <span
        className="rove-cart-count__badge"
        data-empty={count === 0 || undefined}
        aria-hidden="true"
      >
        {count}
      </span>
    </a>
  );
}
