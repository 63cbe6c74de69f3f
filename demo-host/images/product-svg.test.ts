// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../fixtures/catalogue';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { renderProductSvg } from './product-svg';

const products = generateCatalogue().products;

describe('renderProductSvg', () => {
  it('is deterministic and differs between products', () => {
    const [a, b] = products;
    if (!a || !b) throw new Error('empty catalogue');
    expect(renderProductSvg(a)).toBe(renderProductSvg(a));
    expect(renderProductSvg(a)).not.toBe(renderProductSvg(b));
  });

  it('draws every category without a <style> or script', () => {
    const categories = new Set(products.map((p) => p.category));
    for (const category of categories) {
      const product = products.find((p) => p.category === category) as CatalogueProduct;
      const svg = renderProductSvg(product);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<style|<script|style=/);
    }
  });

  it('escapes the title', () => {
    const [first] = products;
    if (!first) throw new Error('empty catalogue');
    const svg = renderProductSvg({ ...first, title: 'Sofa <script>&"' });
    expect(svg).toContain('Sofa &lt;script&gt;&amp;&quot;');
  });
});
