// @vitest-environment happy-dom
/**
 * Our Korean postcode search against a stand-in of Kakao's script written from the contract
 * page alone (docs/vendors/kakao-postcode.md, tests/vendors/stand-ins/kakao/postcode.v2.js),
 * then against each way the vendor can fail: the shopper keeps the typed fields and a message,
 * and the console gets exactly one `[rove]` line naming Kakao. happy-dom runs no script, so
 * the tag's outcome is played here: the stand-in evaluated then `load`, or `error`, or nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushRenderer } from '../../../../tests/helpers/flush-render';
import { printSettings } from '../../../../tests/helpers/page-settings';
import { embedPostcode, POSTCODE_READY_MS, type KakaoPostcodeConstructor } from './kakao-postcode';
import { KAKAO_POSTCODE_URL, postcodeFill } from './korean-postcode.logic';
import { PostcodeSearch, type PostcodeFill } from './PostcodeSearch';
import { dialog, findButton, freshPostcodePage } from './fixtures';

interface StandInRecord {
  constructed: { oncomplete?: unknown; width?: unknown; height?: unknown }[];
  embeds: { element: HTMLElement; options: { autoClose?: boolean } }[];
}

const standIn = () =>
  (window as unknown as { __kakaoPostcodeStandIn: StandInRecord }).__kakaoPostcodeStandIn;

/** What happens to the script tag the page appends: the vendor's answer to the request. */
type TagOutcome = 'stand-in' | 'loads-nothing' | '404' | 'never';

const STAND_IN = new URL(
  '../../../../tests/vendors/stand-ins/kakao/postcode.v2.js',
  import.meta.url,
);
let runs = 0;

/** Runs the stand-in's file as a page runs a script: afresh each time (a query of its own). */
async function runStandIn(): Promise<void> {
  runs += 1;
  await import(/* @vite-ignore */ `${STAND_IN.pathname}?run=${runs}`);
}

function scriptTags(outcome: TagOutcome): HTMLScriptElement[] {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      appended.push(node);
      if (outcome === 'never') continue;
      void (async () => {
        if (outcome === 'stand-in') await runStandIn();
        node.dispatchEvent(new Event(outcome === '404' ? 'error' : 'load'));
      })();
    }
  });
  return appended;
}

const { show } = flushRenderer();
const waitFor = vi.waitFor;
const status = () => dialog()?.querySelector('[role="status"]')?.textContent;
const FAILED = 'The postcode search could not be loaded. Please type the address.';

beforeEach(freshPostcodePage);
afterEach(() => {
  delete window.kakao;
  delete window.daum;
  delete (window as { __kakaoPostcodeStandIn?: unknown }).__kakaoPostcodeStandIn;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('against the contract’s stand-in', () => {
  it('loads Kakao’s script from its CDN once, embeds the search and fills what the shopper chose', async () => {
    const tags = scriptTags('stand-in');
    const box = document.createElement('div');
    document.body.append(box);
    const answers: unknown[] = [];
    const outcome = await embedPostcode(box, KAKAO_POSTCODE_URL, (data) => answers.push(data));
    expect(outcome).toEqual({ ok: true });
    expect(tags.map((tag) => tag.src)).toEqual([KAKAO_POSTCODE_URL]);
    const [options] = standIn().constructed;
    expect(typeof options?.oncomplete).toBe('function');
    expect(standIn().embeds).toEqual([{ element: box, options: { autoClose: true } }]);

    const choose = (text: string) =>
      [...box.querySelectorAll('button')].find((b) => b.textContent === text)?.click();
    choose('04524 서울 중구 세종대로 110');
    expect(postcodeFill(answers[0])).toEqual({
      postal: '04524',
      street: '서울 중구 세종대로 110',
      city: '중구',
    });
    // autoClose: the vendor removed its search after the choice.
    expect(box.querySelector('button')).toBeNull();

    // A second opening uses the constructor now on the page: no second script.
    const again = document.createElement('div');
    document.body.append(again);
    await embedPostcode(again, KAKAO_POSTCODE_URL, (data) => answers.push(data));
    [...again.querySelectorAll('button')]
      .find((b) => b.textContent === '30151 세종특별자치시 보람동 660')
      ?.click();
    expect(postcodeFill(answers[1])).toEqual({
      postal: '30151',
      street: '세종특별자치시 보람동 660',
      city: '세종특별자치시',
    });
    expect(tags).toHaveLength(1);
  });

  it('uses a page’s own deprecated daum.Postcode and loads nothing', async () => {
    const tags = scriptTags('stand-in');
    const embedded: HTMLElement[] = [];
    window.daum = {
      Postcode: function () {
        return { embed: (element: HTMLElement) => embedded.push(element) };
      } as unknown as KakaoPostcodeConstructor,
    };
    const box = document.createElement('div');
    document.body.append(box);
    expect(await embedPostcode(box, KAKAO_POSTCODE_URL, () => {})).toEqual({ ok: true });
    expect(embedded).toEqual([box]);
    expect(tags).toEqual([]);
  });

  it('hands the chosen address to the form once the dialog has closed, and logs nothing', async () => {
    printSettings({ locale: 'ko_KR', country: 'KR', currency: 'KRW' });
    scriptTags('stand-in');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const found: PostcodeFill[] = [];
    show(<PostcodeSearch className="secondary" onFound={(fill) => found.push(fill)} />);
    findButton()?.click();
    await waitFor(() =>
      expect(document.querySelector('dialog [data-kakao-postcode-stand-in]')).toBeInstanceOf(
        HTMLElement,
      ),
    );
    [...(dialog()?.querySelectorAll('button') ?? [])]
      .find((b) => b.textContent?.startsWith('13529 경기 성남시 분당구 판교역로 166'))
      ?.click();
    await waitFor(() => expect(found).toHaveLength(1));
    expect(found[0]).toEqual({
      postal: '13529',
      street: '경기 성남시 분당구 판교역로 166',
      city: '성남시 분당구',
    });
    expect(dialog()).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('when Kakao fails, the fields stay typeable and the console says so once', () => {
  async function openAndFail(): Promise<unknown[][]> {
    printSettings({ locale: 'en_US' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFound = vi.fn();
    show(<PostcodeSearch className="secondary" onFound={onFound} />);
    findButton()?.click();
    await waitFor(() => expect(status()).toBe(FAILED));
    expect(onFound).not.toHaveBeenCalled();
    return error.mock.calls;
  }

  it('script 404: script-failed', async () => {
    scriptTags('404');
    expect(await openAndFail()).toEqual([
      ["[rove] Kakao's postcode search script could not be loaded"],
    ]);
  });

  it('a script that threw (loaded, no constructor): not-ready', async () => {
    scriptTags('loads-nothing');
    expect(await openAndFail()).toEqual([["[rove] Kakao's postcode search did not become ready"]]);
  });

  it('a script that never settles: not-ready after the wait', async () => {
    scriptTags('never');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      printSettings({ locale: 'en_US' });
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      show(<PostcodeSearch className="secondary" onFound={() => {}} />);
      findButton()?.click();
      await vi.advanceTimersByTimeAsync(POSTCODE_READY_MS);
      await vi.waitFor(() => expect(status()).toBe(FAILED));
      expect(error.mock.calls).toEqual([["[rove] Kakao's postcode search did not become ready"]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('embed() throws: call-failed', async () => {
    const broken = new Error('embed failed');
    window.kakao = {
      Postcode: function () {
        return {
          embed: () => {
            throw broken;
          },
        };
      } as unknown as KakaoPostcodeConstructor,
    };
    expect(await openAndFail()).toEqual([
      ["[rove] Kakao's postcode search could not be opened", broken],
    ]);
  });

  it('an answer without a postal code fills nothing and warns once', async () => {
    printSettings({ locale: 'ko_KR' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: (data: unknown) => void = () => {};
    window.kakao = {
      Postcode: function (options: { oncomplete: (data: unknown) => void }) {
        answer = options.oncomplete;
        return { embed: () => {} };
      } as unknown as KakaoPostcodeConstructor,
    };
    const onFound = vi.fn();
    show(<PostcodeSearch className="secondary" onFound={onFound} />);
    findButton()?.click();
    await waitFor(() => expect(status()).toBe(''));
    answer({ zonecode: '100-011', roadAddress: '서울 중구 세종대로 110' });
    answer({ roadAddress: '서울 중구 세종대로 110' });
    expect(warn.mock.calls).toEqual([
      ["[rove] Kakao's postcode search answered without an address"],
    ]);
    expect(onFound).not.toHaveBeenCalled();
  });
});
