import { translator, type Translator } from '../../core/i18n/translate';

/**
 * Texts of <rove-scroller> ('Load more' fallback and its announcements; the specification gives none).
 * `{label}` is the element's `label` attribute (e.g. 'posts'). Kept beside the widget so its
 * chunk carries only these few strings; the integrator may move the table into core/i18n.
 */
export const scrollerMessages = {
  en: {
    loadMore: 'Load more',
    loading: 'Loading more {label}…',
    loaded: '{count} more {label} loaded',
    end: 'You have seen all {label}.',
  },
  ko: {
    loadMore: '더 보기',
    loading: '{label} 더 불러오는 중…',
    loaded: '{label} {count}개를 더 불러왔습니다',
    end: '모든 {label}을(를) 보셨습니다.',
  },
} as const;

export type ScrollerText = Translator<typeof scrollerMessages>;

/** The table read in a locale, with the element's label in every message. */
export function scrollerText(locale: string | undefined, label: string): ScrollerText {
  const t = translator(scrollerMessages, locale);
  return (key, vars) => t(key, { label, ...vars });
}
