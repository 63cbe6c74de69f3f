import { resolveAllowedUrl } from '../../core/sanitize/safe-url';

/**
 * A settings URL for a call or a stylesheet: the site's own origin, or any https host (the
 * geolocation service and a CDN stylesheet live elsewhere). Paths stay paths, so the calls
 * resolve them against the page like the specification's absolute paths.
 */
export function serviceUrl(raw: string | null, origin: string): string | null {
  if (raw === null || raw.trim() === '') return null;
  const own = resolveAllowedUrl(raw, { origin });
  if (own)
    return raw.trim().startsWith('/') && !raw.trim().startsWith('//')
      ? own.pathname + own.search
      : own.href;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' && url.username === '' && url.password === ''
      ? url.href
      : null;
  } catch {
    return null;
  }
}
