// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { takeEarlyProperty } from './early-property';

describe('takeEarlyProperty', () => {
  it('hands back a value set before the definition and unshadows the accessor', () => {
    const element = document.createElement('x-early');
    (element as unknown as { index: number }).index = 3;
    expect(takeEarlyProperty<number>(element, 'index')).toBe(3);
    expect(Object.hasOwn(element, 'index')).toBe(false);
  });

  it('is undefined when the page set nothing', () => {
    expect(takeEarlyProperty(document.createElement('x-early'), 'index')).toBeUndefined();
  });
});
