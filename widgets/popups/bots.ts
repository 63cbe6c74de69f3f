/**
 * Crawlers get no popups and no countdown (spec/marketing.md §1, §6): a popup over the content would
 * be indexed or screenshotted as the page. The list is ours (the specification only says "a long list of
 * bot user-agents"); keep it to crawlers that render pages. HeadlessChrome is deliberately not
 * listed: our own end-to-end tests run headless Chromium and must see the popups.
 */
export const BOT_USER_AGENTS: readonly string[] = [
  // Search engines.
  'Googlebot',
  'Google-InspectionTool',
  'Storebot-Google',
  'AdsBot-Google',
  'Mediapartners-Google',
  'APIs-Google',
  'bingbot',
  'BingPreview',
  'adidxbot',
  'Slurp',
  'DuckDuckBot',
  'Baiduspider',
  'YandexBot',
  'YandexMobileBot',
  'Sogou web spider', // not 'Sogou': Sogou's browser carries the name too
  'Exabot',
  'SeznamBot',
  'Yeti', // Naver, Korea
  'Daumoa', // Daum, Korea (not 'Daum': the Daum app's browser says DaumApps)
  'Qwantify',
  'Applebot',
  'PetalBot',
  // Link previews and social networks.
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'Twitterbot',
  'LinkedInBot',
  'Pinterestbot',
  'Slackbot',
  'Discordbot',
  'TelegramBot',
  'WhatsApp',
  'redditbot',
  'Embedly',
  // SEO tools and archives.
  'AhrefsBot',
  'SemrushBot',
  'MJ12bot',
  'DotBot',
  'rogerbot',
  'BLEXBot',
  'DataForSeoBot',
  'serpstatbot',
  'ia_archiver',
  'archive.org_bot',
  // AI crawlers.
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  'ClaudeBot',
  'Claude-Web',
  'anthropic-ai',
  'PerplexityBot',
  'CCBot',
  'Bytespider',
  'Amazonbot',
  'Google-Extended',
  'cohere-ai',
  // Page-speed and monitoring tools.
  'Chrome-Lighthouse',
  'Lighthouse',
  'PageSpeed',
  'GTmetrix',
  'Pingdom',
  'UptimeRobot',
  'StatusCake',
  'Site24x7',
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const BOT_PATTERN = new RegExp(BOT_USER_AGENTS.map(escape).join('|'), 'i');

/**
 * Whether a user agent is a crawler or a page-speed robot (case-insensitive substring match).
 * An empty or missing user agent is not treated as a bot: privacy tools strip it from people.
 *
 * @example isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)') // true
 * @example isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0') // false
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent !== '' && BOT_PATTERN.test(userAgent);
}
