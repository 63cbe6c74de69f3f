import { emit } from '../../core/bus';
import { callJson } from '../../core/http/json';
import { logOnce } from '../../core/log';
import { boolean, object } from '../../core/schema';
import { getSettings } from '../../core/settings/settings';

const ROLE_REPLY = object({ check_role: boolean() });

/** The longest a login may wait for the check: the shopper's login matters more than the answer. */
export const STAFF_CHECK_WAIT_MS = 1500;

/**
 * The staff-role check at login (spec/shell.md §6, §7): the user name is posted to
 * `POST /user/login/check-role` when the name field changes and when the form is submitted,
 * and the answer's `check_role` is exposed as `data-rove-staff="true|false"` on the form and
 * the bus event 'login-role-checked' (`rove:login-role-checked` on the document). What staff
 * may do is not in the specification, so nothing else changes. The native login is never blocked: a
 * submit waits at most STAFF_CHECK_WAIT_MS for an answer still on its way, then goes on.
 *
 * @example start(document) // once per page, by the loader's runtime
 */
export function start(doc: Document = document): void {
  doc
    .querySelectorAll<HTMLFormElement>('form#user-login-form, form#user-login')
    .forEach((form) => watch(form));
}

function watch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="name"]');
  if (!input || form.dataset['roveStaffCheck'] !== undefined) return;
  form.dataset['roveStaffCheck'] = '';
  let current: { name: string; settled: boolean; done: Promise<void> } | undefined;
  let controller: AbortController | undefined;
  let resubmitting = false;

  const check = (name: string): Promise<void> => {
    if (current?.name === name) return current.done;
    controller?.abort();
    const signal = (controller = new AbortController()).signal;
    const entry = {
      name,
      settled: false,
      done: callJson('user/login/check-role', ROLE_REPLY, {
        basePath: getSettings().basePath,
        method: 'POST',
        form: { name },
        signal,
        // It only reads a flag: repeating it after a network error changes nothing.
        idempotent: true,
        timeoutMs: 10_000,
      }).then((reply) => {
        entry.settled = true;
        if (signal.aborted) return; // another name is being checked
        if (reply.ok) {
          form.dataset['roveStaff'] = String(reply.data.check_role);
          emit('login-role-checked', { staff: reply.data.check_role }, form);
        } else {
          logOnce('warn', 'staff-check', 'the staff-role check at login failed', reply.error);
        }
      }),
    };
    current = entry;
    return entry.done;
  };

  input.addEventListener('change', () => {
    const name = input.value.trim();
    if (name) {
      void check(name);
      return;
    }
    controller?.abort();
    current = undefined;
    delete form.dataset['roveStaff'];
  });

  form.addEventListener('submit', (event) => {
    if (resubmitting) {
      resubmitting = false;
      return;
    }
    const name = input.value.trim();
    if (!name || event.defaultPrevented) return;
    const pending = check(name);
    if (current?.settled) return; // answered already (on change): nothing to wait for
    event.preventDefault();
    const submitter = event.submitter;
    void Promise.race([pending, new Promise((done) => setTimeout(done, STAFF_CHECK_WAIT_MS))]).then(
      () => {
        resubmitting = true;
        // requestSubmit runs the form's validation and submit listeners again and posts the
        // button that was pressed (Drupal's `op`), as the first submit would have.
        try {
          form.requestSubmit(submitter as HTMLButtonElement | HTMLInputElement | null);
        } catch {
          form.requestSubmit(); // the submitter was removed meanwhile
        }
        // An invalid form fires no submit event: the next submit must be checked again.
        resubmitting = false;
      },
    );
  });
}
