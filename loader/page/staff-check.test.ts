// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/bus';
import { resetLogOnce } from '../../core/log';
import { start, STAFF_CHECK_WAIT_MS } from './staff-check';

const FORM = `<form action="/user/login" method="post" id="user-login-form">
<input type="text" id="edit-name" name="name"><input type="password" name="pass">
<input type="submit" id="edit-submit" name="op" value="Log in"></form>`;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A fetch whose answers the test releases by hand. */
function stubFetch() {
  const waiting: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        waiting.push(resolve);
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (body: unknown) => waiting.shift()?.(json(body)) };
}

const parts = () => ({
  form: document.querySelector<HTMLFormElement>('#user-login-form')!,
  input: document.querySelector<HTMLInputElement>('#edit-name')!,
});

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { cancelable: true, bubbles: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

const changeName = (input: HTMLInputElement, name: string) => {
  input.value = name;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  document.body.innerHTML = FORM;
  resetLogOnce();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('staff-role check at login (spec/shell.md §6)', () => {
  it('posts the name form-encoded when it changes and exposes check_role on the form and the bus', async () => {
    const { fetchMock, answer } = stubFetch();
    const heard: boolean[] = [];
    const off = on('login-role-checked', ({ staff }) => heard.push(staff));
    const dom = vi.fn();
    document.addEventListener('rove:login-role-checked', dom);
    start(document);
    const { form, input } = parts();
    changeName(input, ' staff ');
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/user/login/check-role');
    expect(await request.text()).toBe('name=staff');
    answer({ check_role: true });
    await vi.waitFor(() => expect(form.dataset['roveStaff']).toBe('true'));
    expect(heard).toEqual([true]);
    expect(dom).toHaveBeenCalledTimes(1);
    off();
    document.removeEventListener('rove:login-role-checked', dom);
  });

  it('keeps only the answer for the latest name', async () => {
    const { fetchMock, answer } = stubFetch();
    start(document);
    const { form, input } = parts();
    changeName(input, 'staff');
    changeName(input, 'casey@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answer({ check_role: true }); // the first request was aborted: this resolves nothing
    answer({ check_role: false });
    await vi.waitFor(() => expect(form.dataset['roveStaff']).toBe('false'));
    changeName(input, '');
    expect(form.dataset['roveStaff']).toBeUndefined();
  });

  it('does not hold a submit whose name was answered already', async () => {
    const { fetchMock, answer } = stubFetch();
    start(document);
    const { form, input } = parts();
    changeName(input, 'casey@example.com');
    answer({ check_role: false });
    await vi.waitFor(() => expect(form.dataset['roveStaff']).toBe('false'));
    expect(submit(form)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('holds a submit for the answer, then submits again with the pressed button', async () => {
    const { answer } = stubFetch();
    start(document);
    const { form, input } = parts();
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    input.value = 'admin';
    expect(submit(form)).toBe(true);
    expect(requestSubmit).not.toHaveBeenCalled();
    answer({ check_role: true });
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1));
    expect(form.dataset['roveStaff']).toBe('true');
  });

  it(`never delays the login by more than ${STAFF_CHECK_WAIT_MS} ms when the server is slow`, async () => {
    vi.useFakeTimers();
    stubFetch(); // never answers
    start(document);
    const { form, input } = parts();
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    input.value = 'casey@example.com';
    expect(submit(form)).toBe(true);
    await vi.advanceTimersByTimeAsync(STAFF_CHECK_WAIT_MS - 1);
    expect(requestSubmit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets the resubmitted event through untouched', async () => {
    const { answer } = stubFetch();
    start(document);
    const { form, input } = parts();
    let second: boolean | undefined;
    vi.spyOn(form, 'requestSubmit').mockImplementation(() => {
      second = submit(form);
    });
    input.value = 'admin';
    submit(form);
    answer({ check_role: true });
    await vi.waitFor(() => expect(second).toBe(false));
  });

  it('logs a failed check once and leaves the form alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ check_role: 'yes' })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(document);
    const { form, input } = parts();
    changeName(input, 'a');
    changeName(input, 'b');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 10));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[rove\] /);
    expect(form.dataset['roveStaff']).toBeUndefined();
  });

  it('ignores a submit with no name and pages without a login form', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    start(document);
    expect(submit(parts().form)).toBe(false);
    document.body.innerHTML = '<form id="search"><input name="name"></form>';
    start(document);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
