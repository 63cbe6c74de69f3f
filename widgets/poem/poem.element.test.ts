// @vitest-environment happy-dom
/** <rove-poem>: the scroll position in, the text's translation (a CSS variable) out. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPoemElement, type RovePoem } from './poem.element';

beforeAll(() => {
  customElements.define('rove-poem', createPoemElement());
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function poem(top: number, attributes: Record<string, string> = {}): RovePoem {
  const element = document.createElement('rove-poem') as RovePoem;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = '<div class="rove-poem__text"><p>A chair by the window</p></div>';
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  document.body.append(element);
  return element;
}

describe('<rove-poem>', () => {
  it('translates by scroll × 0.07 % and caps at 67 %', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const el = poem(300);
    expect(el.shift).toBeCloseTo(35);
    vi.mocked(el.getBoundingClientRect).mockReturnValue({ top: -5000 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(el.shift).toBe(67));
  });

  it('stays still under reduced motion', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const el = poem(300, { 'reduce-motion': '' });
    expect(el.shift).toBe(0);
    expect(el.classList.contains('rove-poem--still')).toBe(true);
  });
});
