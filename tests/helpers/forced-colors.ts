import type { Page } from '@playwright/test';

/**
 * What a shopper in a forced-colours mode (Windows High Contrast, Contrast themes) would lose.
 * That mode repaints every colour with a few system colours and drops box shadows, so:
 * - a button drawn only by its fill (no border) reads as plain text;
 * - a chosen option, a pressed toggle or the current step marked only by a fill or a shadow
 *   looks the same as its neighbours;
 * - a colour that is the content (a fabric's swatch chip) is painted over.
 * axe-core tests none of these. Each finding is `problem: tag.class "text"`.
 */
export async function forcedColorsProblems(page: Page): Promise<string[]> {
  // First, with the page's own colours: which controls a sighted shopper sees as filled shapes.
  await page.emulateMedia({ forcedColors: 'none' });
  await page.evaluate(() => {
    const opaque = (color: string) => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
      return parts.length >= 3 && (parts[3] ?? 1) >= 0.5 ? parts.slice(0, 3).join(',') : null;
    };
    const behind = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = opaque(getComputedStyle(node).backgroundColor);
        if (color) return color;
      }
      return '255,255,255';
    };
    const CONTROLS =
      'button, [role=button], [role=tab], [role=option], [role=link], a[href], summary, ' +
      'input[type=submit], input[type=button]';
    const filled = [...document.querySelectorAll(CONTROLS)].filter((control) => {
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      if (box.width < 8 || box.height < 8 || style.visibility === 'hidden') return false;
      // A hover fill is passing feedback, not the control's shape.
      if (control.matches(':hover')) return false;
      // A picture or an icon alone is its own shape: forced colours leave images as they are.
      if (!(control.textContent ?? '').trim()) return false;
      const fill = opaque(style.backgroundColor);
      const bordered = ['top', 'right', 'bottom', 'left'].every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
          !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)),
      );
      return fill !== null && fill !== behind(control) && !bordered;
    });
    // Colours that are the content (a fabric's swatch chip), set on the element itself.
    const chips = [...document.querySelectorAll<HTMLElement>('[style]')]
      .filter((element) => element.style.backgroundColor)
      .map((element) => [element, getComputedStyle(element).backgroundColor] as const);
    Object.assign(window, { __roveFilled: filled, __roveChips: chips });
  });

  await page.emulateMedia({ forcedColors: 'active' });
  try {
    return await page.evaluate(() => {
      const describe = (element: Element) => {
        const className = String(element.getAttribute('class') ?? '').split(' ')[0];
        const text = (element.textContent ?? element.getAttribute('aria-label') ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        return `${element.localName}${className ? `.${className}` : ''} "${text}"`;
      };
      // As `bordered` above (each evaluate runs alone in the page), or an outline.
      const drawnEdge = (style: CSSStyleDeclaration) =>
        ['top', 'right', 'bottom', 'left'].every(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
            !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)),
        ) ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1);

      const problems: string[] = [];
      const { __roveFilled: filled, __roveChips: chips } = window as unknown as {
        __roveFilled: Element[];
        __roveChips: [Element, string][];
      };
      for (const [chip, color] of chips) {
        if (chip.isConnected && getComputedStyle(chip).backgroundColor !== color)
          problems.push(`colour swatch repainted: ${describe(chip)}`);
      }
      for (const control of filled) {
        if (control.isConnected && !drawnEdge(getComputedStyle(control)))
          problems.push(`filled control without an edge: ${describe(control)}`);
      }

      // What forced colours keep of a box and of what it contains (its text left out).
      const PROPERTIES = [
        'border-top-width',
        'border-top-style',
        'border-top-color',
        'border-left-width',
        'border-left-style',
        'border-left-color',
        'outline-style',
        'outline-color',
        'color',
        'background-color',
        'background-image',
        'text-decoration-line',
        'font-weight',
        'opacity',
        'visibility',
        'display',
        'fill',
        'stroke',
        'content',
      ];
      const look = (element: Element): string => {
        const parts: string[] = [];
        const visit = (node: Element, depth: number) => {
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(node, pseudo);
            if (pseudo && ['none', 'normal'].includes(style.content)) continue;
            parts.push(
              `${depth}${node.localName}${pseudo ?? ''}:` +
                PROPERTIES.map((name) => style.getPropertyValue(name)).join('|'),
            );
          }
          for (const child of node.children) visit(child, depth + 1);
        };
        visit(element, 0);
        return parts.join(';');
      };
      const STATES: [string, (element: Element) => boolean][] = [
        ['aria-pressed', (element) => element.getAttribute('aria-pressed') === 'true'],
        ['aria-checked', (element) => element.getAttribute('aria-checked') === 'true'],
        ['aria-selected', (element) => element.getAttribute('aria-selected') === 'true'],
        [
          'aria-current',
          (element) => !['false', null].includes(element.getAttribute('aria-current')),
        ],
      ];
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width >= 8 && box.height >= 8;
      };
      for (const [attribute, isOn] of STATES) {
        const holders = [...document.querySelectorAll(`[${attribute}]`)];
        // A toggle or option among its kind: the same role and tag in the same group.
        for (const on of holders.filter((element) => isOn(element) && shown(element))) {
          const group = on.parentElement?.parentElement ?? on.parentElement;
          const peers = [...(group?.querySelectorAll(on.localName) ?? [])].filter(
            (peer) =>
              peer !== on &&
              peer.getAttribute('role') === on.getAttribute('role') &&
              (peer.hasAttribute(attribute) || attribute === 'aria-current') &&
              !isOn(peer) &&
              shown(peer),
          );
          const onLook = look(on);
          const twin = peers.find((peer) => look(peer) === onLook);
          if (twin)
            problems.push(`${attribute} not shown: ${describe(on)} looks like ${describe(twin)}`);
        }
      }

      // A radio or checkbox drawn by its label (the input itself hidden): the checked one's
      // label must not look like an unchecked one's. A visible native input shows its own state.
      const hidden = (input: Element) => {
        const style = getComputedStyle(input);
        return !shown(input) || Number(style.opacity) < 0.1 || style.clipPath !== 'none';
      };
      const checkedInputs = document.querySelectorAll<HTMLInputElement>(
        'input[type=radio]:checked, input[type=checkbox]:checked',
      );
      for (const input of checkedInputs) {
        const label = input.closest('label');
        if (!label || !hidden(input) || !shown(label)) continue;
        const group = label.parentElement?.parentElement ?? label.parentElement;
        const onLook = look(label);
        const twin = [...(group?.querySelectorAll('label') ?? [])].find((peer) => {
          const peerInput = peer.querySelector<HTMLInputElement>(`input[type=${input.type}]`);
          return peerInput && !peerInput.checked && shown(peer) && look(peer) === onLook;
        });
        if (twin)
          problems.push(`checked not shown: ${describe(label)} looks like ${describe(twin)}`);
      }
      return problems;
    });
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}
