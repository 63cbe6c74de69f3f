import { logOnce } from '../log';
import { contactProfile, type ProfileProperties } from './contact-profile.logic';

/** Klaviyo's command queue on the page (its onsite script reads and replaces it). */
interface KlaviyoWindow {
  _learnq?: { push: (command: unknown) => unknown };
}

/**
 * Identifies the visitor to the email-marketing service by email (spec/marketing.md §5: only when the
 * address contains '@'; §8's console messages, logged once each). Returns whether the command
 * was queued. Never throws: a broken queue on the host page is its own problem.
 *
 * @example identify(window, 'ana@rove.shop') // pushes ['identify', { $email: 'ana@rove.shop' }] to _learnq
 */
export function identify(win: Window, email: string, fields: ProfileProperties = {}): boolean {
  if (typeof email !== 'string' || !email.includes('@')) {
    logOnce('warn', 'identify:invalid', 'Could not identify as email is invalid.');
    return false;
  }
  const queue = (win as Window & KlaviyoWindow)._learnq;
  if (!queue || typeof queue.push !== 'function') {
    logOnce('info', 'identify:missing', 'Klaviyo is not yet integrated.');
    return false;
  }
  const profile: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key !== '__proto__' && typeof value === 'string') profile[key] = value;
  }
  profile['$email'] = email.trim();
  try {
    queue.push(['identify', profile]);
    return true;
  } catch (error) {
    logOnce('warn', 'identify:push', 'Klaviyo identify failed', error);
    return false;
  }
}

/**
 * Identifies the writer of a form with the contact fields it has (spec/marketing.md §3), by the specification's
 * field names (contact-profile.logic.ts).
 *
 * @example identifyContact(window, 'ana@rove.shop', { firstname: 'Ana', company: 'Studio A' })
 */
export function identifyContact(
  win: Window,
  email: string,
  values: Readonly<Record<string, unknown>>,
): boolean {
  return identify(win, email, contactProfile(values));
}
