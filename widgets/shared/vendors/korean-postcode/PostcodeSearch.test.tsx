// @vitest-environment happy-dom
/**
 * '우편번호 찾기' as a shopper meets it: the button, our dialog around the vendor's search, the
 * chosen address handed to the form once the dialog has closed, and a short message when the
 * search cannot load. The vendor is a stand-in on `window.kakao` (a page that has Kakao's
 * script already); the failure path goes through the script loader. Runs under React and
 * again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushRenderer } from '../../../../tests/helpers/flush-render';
import { PostcodeSearch, type PostcodeFill } from './PostcodeSearch';
import type { KakaoPostcodeConstructor } from './kakao-postcode';
import { CITY_HALL, dialog, findButton, freshPostcodePage } from './fixtures';
import { printSettings } from '../../../../tests/helpers/page-settings';

const { show } = flushRenderer();
const waitFor = vi.waitFor;

/** Kakao's page API as the search would use it: embed() draws one address to choose. */
function kakaoOnPage(): { embedded: HTMLElement[] } {
  const embedded: HTMLElement[] = [];
  const Postcode = function (this: object, options: { oncomplete(answer: unknown): void }) {
    return {
      embed(container: HTMLElement) {
        embedded.push(container);
        const choose = document.createElement('button');
        choose.textContent = '04524 서울 중구 세종대로 110';
        choose.addEventListener('click', () => options.oncomplete(CITY_HALL));
        container.append(choose);
      },
    };
  } as unknown as KakaoPostcodeConstructor;
  window.kakao = { Postcode };
  return { embedded };
}

function page(locale: string, settings: object = {}) {
  printSettings({ locale, ...settings });
}

beforeEach(freshPostcodePage);
afterEach(() => {
  delete window.kakao;
  document.head.replaceChildren();
});

describe('PostcodeSearch', () => {
  it('opens the search in a named dialog and hands the chosen address over once it has closed', async () => {
    page('ko_KR', { country: 'KR', currency: 'KRW' });
    const { embedded } = kakaoOnPage();
    const seen: { fill: PostcodeFill; dialogOpen: boolean }[] = [];
    show(
      <PostcodeSearch
        className="secondary"
        onFound={(fill) => seen.push({ fill, dialogOpen: dialog() !== null })}
      />,
    );
    const button = findButton();
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button?.lang).toBe('ko');
    button?.click();
    await waitFor(() => expect(embedded).toHaveLength(1));
    const heading = dialog()?.querySelector('h2');
    expect(heading?.textContent).toBe('우편번호 찾기');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(dialog()?.querySelector('[aria-label="닫기"]')).not.toBeNull();
    // The loading line clears in the render after Kakao's search is embedded.
    await waitFor(() => expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe(''));

    [...(dialog()?.querySelectorAll('button') ?? [])]
      .find((b) => b.textContent?.startsWith('04524'))
      ?.click();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      fill: { postal: '04524', street: '서울 중구 세종대로 110', city: '중구' },
      dialogOpen: false,
    });
    expect(document.activeElement).toBe(button);
  });

  it('says so in the dialog when the search cannot load, and logs once', async () => {
    page('en_US', { koreanPostcode: { scriptUrl: '/postcode.v2.js' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // happy-dom does not run scripts: the appended one fails as an unreachable CDN would.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement)
          queueMicrotask(() => node.dispatchEvent(new Event('error')));
    });
    const onFound = vi.fn();
    show(<PostcodeSearch className="secondary" onFound={onFound} />);
    findButton()?.click();
    await waitFor(() =>
      expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe(
        'The postcode search could not be loaded. Please type the address.',
      ),
    );
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Find postcode');
    expect(error.mock.calls).toEqual([
      ["[rove] Kakao's postcode search script could not be loaded"],
    ]);
    expect(onFound).not.toHaveBeenCalled();
  });
});
