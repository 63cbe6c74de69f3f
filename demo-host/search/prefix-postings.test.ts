// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPrefixPostings } from './prefix-postings';

describe('buildPrefixPostings', () => {
  const postings = buildPrefixPostings([
    { title: 'Hugo Sofa', other: 'Velvet Sofas' },
    { title: 'Oslo Chair', other: 'Slate Wool' },
    { title: 'Émile Stool', other: '' },
  ]);
  const ids = (prefix: string) => {
    const { title, other } = postings.docs(prefix);
    return { title: [...title], other: [...other] };
  };

  it('lists documents with a title word starting with the prefix, then the others', () => {
    expect(ids('s')).toEqual({ title: [0, 2], other: [1] });
    expect(ids('So')).toEqual({ title: [0], other: [] });
    expect(ids('sl')).toEqual({ title: [], other: [1] });
  });

  it('folds accents and case, and knows nothing of longer prefixes', () => {
    expect(ids('e')).toEqual({ title: [2], other: [] });
    expect(ids('sof')).toEqual({ title: [], other: [] });
    expect(ids('z')).toEqual({ title: [], other: [] });
  });
});
