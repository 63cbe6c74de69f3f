import { logOnce } from '../../core/log';
import type { RequestRunner } from '../../core/request-runner';
import { saveSelection } from './swatch-request-api';

/** Wait after the last toggle before saving the selection (several quick presses, one call). */
export const SAVE_SELECTION_DELAY_MS = 400;

/** The kept selection's save (README 'Kept selection'), one timer per element. */
export interface SelectionSave {
  /** Saves the selection once the toggles pause for SAVE_SELECTION_DELAY_MS. */
  schedule(): void;
  /** Saves at once a selection still waiting for its timer (the page is being left). */
  flush(): void;
  /** Drops a waiting save (the request itself carries the selection, or the element left). */
  cancel(): void;
}

/**
 * @example
 * const save = createSelectionSave('/', () => store.getState().selected, requests);
 * save.schedule(); // POST swatch-request/selection 400 ms after the last toggle
 */
export function createSelectionSave(
  basePath: string,
  readSelected: () => readonly number[],
  requests: RequestRunner,
): SelectionSave {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  // Latest wins on the element's one runner: a newer save replaces the one in flight.
  const saveNow = () => {
    cancel();
    const selected = readSelected();
    void requests
      .latest((signal) => saveSelection(basePath, selected, signal))
      .then((settled) => {
        if (settled.current && !settled.value.ok) {
          // The selection still works on this page; only a reload would lose it.
          logOnce(
            'warn',
            `swatch-request:save:${settled.value.error.kind}`,
            'swatch selection not saved',
            settled.value.error.message,
          );
        }
      });
  };

  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(saveNow, SAVE_SELECTION_DELAY_MS);
    },
    flush() {
      if (timer !== undefined) saveNow();
    },
    cancel,
  };
}
