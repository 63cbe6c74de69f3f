// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { upgradeEarlyProperties } from './early-property';

/** An element whose accessor records what reaches it, as a defined element's would. */
class Recorder extends HTMLElement {
  received: unknown[] = [];
  get index(): unknown {
    return this.received.at(-1);
  }
  set index(value: unknown) {
    this.received.push(value);
  }
}

let tags = 0;

/** An element in the page before its definition, upgraded once it arrives. */
function upgradedAfter(setEarly: (element: HTMLElement) => void): Recorder {
  const tag = `x-early-${++tags}`;
  const element = document.createElement(tag);
  setEarly(element);
  document.body.append(element);
  customElements.define(tag, class extends Recorder {});
  return element as Recorder;
}

afterEach(() => document.body.replaceChildren());

describe('upgradeEarlyProperties', () => {
  it('passes a value set before the definition through the accessor, and unshadows it', () => {
    const element = upgradedAfter((e) => Object.assign(e, { index: 3 }));
    expect(element.received).toEqual([]); // shadowed: the setter never heard of it
    upgradeEarlyProperties(element, ['index']);
    expect(element.received).toEqual([3]);
    expect(Object.hasOwn(element, 'index')).toBe(false);
    element.index = 4;
    expect(element.received).toEqual([3, 4]);
  });

  it('leaves a property the page did not set alone', () => {
    const element = upgradedAfter(() => undefined);
    upgradeEarlyProperties(element, ['index']);
    expect(element.received).toEqual([]);
  });
});
