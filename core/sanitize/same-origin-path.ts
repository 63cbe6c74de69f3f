import { resolveAllowedUrl } from './safe-url';

// Its own module: the chunks that read paths from markup need it, the search and checkout
// chunks (which share core/sanitize/safe-url.ts) do not.

/**
 * A URL from markup or storage as a same-origin path and query, or undefined when it points
 * anywhere else (judged by the URL parser, as the browser will: '/\t/evil.example' is refused).
 *
 * @example sameOriginPath('/blog?page=2') // '/blog?page=2'
 * @example sameOriginPath('//evil.example/x') // undefined
 */
export function sameOriginPath(url: string, origin: string = location.origin): string | undefined {
  const target = resolveAllowedUrl(url, { origin });
  if (!target || target.origin !== new URL(origin).origin) return undefined;
  return `${target.pathname}${target.search}`;
}
