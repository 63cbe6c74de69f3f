import type { ComponentType } from 'react';
import { headerCountMessages } from '../../../core/i18n/header-counts';
import { translatePlural, type PluralKeys } from '../../../core/i18n/translate';
import { getSettings } from '../../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../element/define-element';
import headerCountCss from './header-count.css?raw';

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

/** What sets one header counter apart; the rest of its element is the same for both. */
export interface HeaderCounter {
  /** The element's tag, which also names its own sheet. */
  tag: string;
  /** The hook that reads the count (the server's figure, then the bus's events). */
  useCount: () => number;
  /** The link's accessible name ('Cart, N items'), singular and plural. */
  labelKeys: PluralKeys<typeof headerCountMessages>;
  /** The page the link opens, under the site's base path. */
  page: string;
  /** The counter's view: HeaderCount with its icon and class. */
  View: ComponentType<Omit<HeaderCountProps, 'iconPath' | 'className'>>;
  /** The counter's own sheet, after the shared header-count one. */
  css: string;
}

/**
 * The element class of a header counter (no side effects: each counter's define.ts registers
 * it): the count, its accessible name in the page's locale and the link under the base path.
 */
export function createHeaderCountElement(counter: HeaderCounter): CustomElementConstructor {
  const { tag, useCount, labelKeys, page, View, css } = counter;
  function ConnectedHeaderCount(_props: ElementProps) {
    const count = useCount();
    const { basePath, locale } = getSettings();
    return (
      <View
        count={count}
        href={`${basePath}${page}`}
        label={translatePlural(headerCountMessages, labelKeys, count, locale)}
      />
    );
  }
  return createRoveElement<ElementProps>(tag, ConnectedHeaderCount, {
    props: {},
    styles: { 'rove-header-count': headerCountCss, [tag]: css },
  });
}
