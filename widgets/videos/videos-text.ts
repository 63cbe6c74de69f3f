/**
 * Texts of <rove-videos> (spec/marketing.md §2 'Videos listing'). The specification names the player's parts
 * without wording, so every text is ours; users see no error messages in this area (spec/marketing.md §8),
 * so there is none for a failed stream: the fallback image shows instead. Kept beside the widget
 * so only its chunk carries them; the same shape as core/i18n's tables.
 *
 * @example translator(videosMessages, 'en_US')('player', { title: 'Oslo sofa' }) // 'Video: Oslo sofa'
 */
export const videosMessages = {
  en: {
    close: 'Close video',
    player: 'Video: {title}',
  },
  ko: {
    close: '동영상 닫기',
    player: '동영상: {title}',
  },
} as const;
