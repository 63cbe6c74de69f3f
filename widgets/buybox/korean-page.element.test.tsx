// @vitest-environment happy-dom
/**
 * A Korean product page (ko_KR) as a shopper reads it: <rove-buybox>, <rove-delivery> and
 * <rove-financing> loaded through their define modules, as the loader loads them. Their first
 * render is already Korean — no English shown first — because the Korean texts are fetched
 * before the loader imports any element's chunk (core/i18n/page-texts.ts, loader/start-widgets.ts). Runs under React and again
 * under preact/compat.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { printSettings } from '../../tests/helpers/page-settings';
import { serveFetch, formCall } from '../../tests/helpers/serve-fetch';
import { SOFA } from './fixtures';

// The Korean chunk takes a while to arrive, as over a network: long after the elements' own
// chunks, so an element defined without waiting for it would show English first.
vi.mock('../../core/i18n/ko', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  return importOriginal();
});

const waitFor = vi.waitFor;
const box = () => document.querySelector('rove-buybox') as HTMLElement;
const delivery = () => document.querySelector('rove-delivery') as HTMLElement;
const financing = () => document.querySelector('rove-financing') as HTMLElement;

/** Every text the three elements ever showed, in order: what a shopper could have read. */
const seen: string[] = [];
const watcher = new MutationObserver(() => {
  for (const element of [box(), delivery(), financing()]) seen.push(element.textContent ?? '');
});

beforeAll(async () => {
  serveFetch(formCall, () => ({ offers: [] }));
  printSettings({
    ...SOFA,
    country: 'KR',
    locale: 'ko_KR',
    isMSRPShown: true,
    sales_data: { sell_price: 1799, amt: 1799, currency: 'KRW', available: true },
  });
  const template = document.createElement('template');
  template.innerHTML =
    '<rove-buybox nid="7"><p>Fabric: Oat Linen</p></rove-buybox>' +
    '<rove-delivery nid="7"><p>Postal code at checkout.</p></rove-delivery>' +
    '<rove-financing nid="7"><p>Financing at checkout.</p></rove-financing>';
  document.body.replaceChildren(template.content);
  watcher.observe(document.body, { subtree: true, childList: true, characterData: true });
  // As the loader starts them: each tag's chunk (here its define module) asked for as the tag
  // is found, while the Korean chunk is still on its way.
  const chunks: Record<string, () => Promise<unknown>> = {
    'rove-buybox': () => import('./define'),
    'rove-delivery': () => import('../delivery/define'),
    'rove-financing': () => import('../financing/define'),
  };
  const { startWidgets } = await import('../../loader/start-widgets');
  startWidgets(window, (tag) => chunks[tag]?.() ?? Promise.resolve());
});

afterAll(() => watcher.disconnect());

describe('a Korean product page (ko_KR)', () => {
  it('shows the buy box in Korean', async () => {
    await waitFor(() => expect(box().textContent).toContain('장바구니에 담기'));
    const text = box().textContent ?? '';
    expect(text).toContain('재고 있는 상품만');
    expect(text).toContain('3개 남음');
    expect(box().querySelector('[aria-label="수량 늘리기"]')).toBeTruthy();
    expect(text).not.toMatch(/Add to cart|In-stock only|left/);
  });

  it('shows the delivery check in Korean, and checks in Korean', async () => {
    const button = await waitFor(() => {
      const found = delivery().querySelector<HTMLButtonElement>('.rove-delivery__button');
      expect(found?.textContent).toBe('우편번호를 입력해 주세요');
      return found as HTMLButtonElement;
    });
    button.click();
    const dialog = await waitFor(() => {
      const found = document.querySelector('dialog.rove-delivery-dialog');
      expect(found?.textContent).toContain('배송지');
      return found as HTMLDialogElement;
    });
    dialog.querySelector<HTMLFormElement>('form')?.requestSubmit();
    await waitFor(() =>
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
        '이 기능은 캐나다와 미국에서만 사용할 수 있습니다.',
      ),
    );
  });

  it('shows the financing line in Korean', async () => {
    await waitFor(() =>
      expect(financing().querySelector('.rove-financing__estimate')?.textContent).toMatch(
        /^최저 월 /,
      ),
    );
    expect(financing().querySelector('.rove-financing__more')?.textContent).toBe('자세히 보기');
    financing().querySelector<HTMLButtonElement>('.rove-financing__more')?.click();
    const terms = await waitFor(() => {
      const rows = [...document.querySelectorAll('.rove-financing-dialog__terms li')];
      expect(rows).toHaveLength(3);
      return rows.map((row) => row.textContent ?? '');
    });
    for (const [index, months] of ['12', '18', '24'].entries())
      expect(terms[index]).toMatch(new RegExp(`^${months}개월 할부\\s*월 [\\d,]+₩$`));
  });

  it('never showed English first', () => {
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen)
      expect(text).not.toMatch(/Add to cart|Enter your postal code|as low as|Learn more/);
  });
});
