import { sessionStore } from '../../core/storage/key-value';
import type { SignedNid } from './love-store';

/**
 * The loves settled in this browsing session, oldest first, in sessionStorage. A page the
 * browser restores from its back/forward cache comes back with the hearts it had when the
 * shopper left; it replays what was settled since (on the product page, say) to catch up,
 * as the specification gives no endpoint to ask one product's love again.
 */
export const LOVE_JOURNAL_KEY = 'rove_love_journal';

/** Enough for any Back journey; older entries drop off the front. */
const KEPT = 50;

/** `written` counts every entry ever recorded, so a position stays valid as old ones drop. */
interface Journal {
  written: number;
  /** Oldest first. */
  loves: SignedNid[];
}

/**
 * Reads the stored form, `written` then the signed node ids, space-separated (`"3 1203 -1002"`:
 * short, as sessionStorage is shared with the host). Anything else (another script's value, a
 * hand edit) is an empty journal, so the hearts keep the page's own state.
 */
export function parseLoveJournal(text: string | null): Journal {
  const [written = 0, ...loves] = (text ?? '0').split(' ').map(Number);
  // Silently, like the email answer kept beside it: the page's own state is a sound outcome,
  // and nothing the shopper did is lost (the server has every love).
  return Number.isInteger(written) && loves.length <= written && loves.every(Number.isInteger)
    ? { written, loves }
    : { written: 0, loves: [] };
}

const read = () => parseLoveJournal(sessionStore().get(LOVE_JOURNAL_KEY));

/** How many loves the session has recorded so far: a position for {@link lovesSince}. */
export function loveJournalPosition(): number {
  return read().written;
}

/** Appends a settled love. */
export function recordLove(love: SignedNid): void {
  const { written, loves } = read();
  sessionStore().set(LOVE_JOURNAL_KEY, [written + 1, ...[...loves, love].slice(-KEPT)].join(' '));
}

/** The loves recorded at or after `position`, oldest first (all that are kept, if fewer). */
export function lovesSince(position: number): SignedNid[] {
  const { written, loves } = read();
  return loves.slice(Math.max(loves.length - (written - position), 0));
}
