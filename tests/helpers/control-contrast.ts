import type { Page } from '@playwright/test';

/** A form field whose edge does not stand out from what is behind it. */
export interface FaintControl {
  /** tag.class[name] of the field. */
  control: string;
  /** The better of its border's and its fill's contrast with the background behind it. */
  ratio: number;
}

/**
 * WCAG 2.2 1.4.11 (non-text contrast, AA) for the fields a shopper types into or picks from:
 * each enabled, visible text-like input, select and textarea must show its edge at 3:1 against
 * what is behind it — by its border, or by its own fill. axe-core does not test this rule.
 * Native checkboxes and radios are drawn by the browser and left out, as WCAG allows.
 */
export function faintControls(page: Page): Promise<FaintControl[]> {
  return page.evaluate(() => {
    const TEXT_TYPES = ['', 'text', 'email', 'tel', 'number', 'search', 'password', 'url', 'date'];
    const parse = (color: string): [number, number, number, number] => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: [number, number, number, number]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: [number, number, number, number], b: [number, number, number, number]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    // The colour behind an element: the nearest ancestor that paints one (the page is white).
    const behind = (element: Element): [number, number, number, number] => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color[3] >= 0.5) return color;
      }
      return [255, 255, 255, 1];
    };
    const fields = [...document.querySelectorAll('input, select, textarea')].filter((field) => {
      if (
        field instanceof HTMLInputElement &&
        !TEXT_TYPES.includes(field.getAttribute('type') ?? '')
      )
        return false;
      if ((field as HTMLInputElement).disabled) return false;
      const box = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      return box.width > 4 && box.height > 4 && style.visibility !== 'hidden';
    });
    // The best contrast an element's border or its fill makes with what is behind it.
    const edge = (element: Element) => {
      const style = getComputedStyle(element);
      const back = behind(element);
      const fill = parse(style.backgroundColor);
      const ratios = ['top', 'right', 'bottom', 'left']
        .filter((side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1)
        .map((side) => parse(style.getPropertyValue(`border-${side}-color`)))
        .filter((color) => color[3] >= 0.5)
        .map((color) => contrast(color, back));
      if (fill[3] >= 0.5) ratios.push(contrast(fill, back));
      return Math.max(0, ...ratios);
    };
    return fields.flatMap((field) => {
      // A borderless field inside a drawn group (a quantity stepper) shows the group's edge.
      const group = field.parentElement;
      const ratio = Math.max(edge(field), group && group.localName !== 'label' ? edge(group) : 0);
      if (ratio >= 3) return [];
      const name = field.getAttribute('name') ?? field.id;
      const control = `${field.localName}.${String(field.className).split(' ')[0]}[${name}]`;
      return [{ control, ratio: Math.round(ratio * 100) / 100 }];
    });
  });
}
