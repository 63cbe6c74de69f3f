// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHighlight } from '../../core/search/highlight';
import { highlight } from './highlight';
import { queryWords } from './query-words';

describe('highlight', () => {
  it.each([
    ['Hugo Sofa', 'sofa', '<em>Hugo</em> <em>Sofa</em>', 'hugo sofa'],
    ['Hugo Sofa', 'sof', 'Hugo <em>Sof</em>a', 'sof'],
    ['Hugo Sofas', 'sofa', 'Hugo <em>Sofas</em>', 'sofa'],
    ['Hugo Sofa', 'sofaa', 'Hugo <em>Sofa</em>', 'sofaa'],
    ['Hugo Sofa', 'chair', 'Hugo Sofa', 'chair'],
    ['Café Bouclé', 'cafe', '<em>Café</em> Bouclé', 'cafe'],
  ])('%s for %j', (title, _label, value, query) => {
    expect(highlight(title, queryWords(query)).value).toBe(value);
  });

  it('only lets the last word be a prefix', () => {
    expect(highlight('Hugo Sofa', queryWords('hu sofa')).matchLevel).toBe('partial');
    expect(highlight('Hugo Sofa', queryWords('sofa hu')).matchLevel).toBe('full');
  });

  it('is read back by the SDK as the title text with the matched runs marked', () => {
    const title = `Tom's "Big" <Sofa> & Co`;
    const { value } = highlight(title, queryWords('sofa'));
    const parts = parseHighlight(value);
    expect(parts.map((p) => p.text).join('')).toBe(title);
    expect(parts.filter((p) => p.highlighted).map((p) => p.text)).toEqual(['Sofa']);
  });
});
