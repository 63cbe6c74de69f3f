// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from './bus';
import { logOnce, logVendorProblem, markPolicyBlocked, resetLogOnce } from './log';
import type { RoveProblem } from './problem';

afterEach(() => {
  resetLogOnce();
  vi.restoreAllMocks();
});

function listen() {
  const problems: RoveProblem[] = [];
  const dom: CustomEvent<RoveProblem>[] = [];
  const off = on('problem', (problem) => problems.push(problem));
  const onDom = (event: Event) => dom.push(event as CustomEvent<RoveProblem>);
  document.addEventListener('rove:problem', onDom);
  return {
    problems,
    dom,
    stop() {
      off();
      document.removeEventListener('rove:problem', onDom);
    },
  };
}

describe('logOnce', () => {
  it('logs once per key and reports a warning as a problem, without its detail', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard = listen();
    const error = new Error('ana@rove.shop typed this');
    logOnce('warn', 'love:1203', 'wishlist call failed', error);
    logOnce('warn', 'love:1203', 'wishlist call failed', error);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[rove] wishlist call failed', error);
    expect(heard.problems).toEqual([
      { level: 'warn', area: 'love', kind: 'widget', message: 'wishlist call failed' },
    ]);
    expect(heard.dom).toHaveLength(1);
    expect(heard.dom[0]?.bubbles).toBe(true);
    expect(JSON.stringify(heard.problems)).not.toContain('ana@rove.shop');
    heard.stop();
  });

  it('reports nothing for information', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const heard = listen();
    logOnce('info', 'chat:hours', 'the chat is closed');
    expect(heard.problems).toEqual([]);
    heard.stop();
  });

  it('keeps the console line when a monitoring listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = on('problem', () => {
      throw new Error('monitoring broke');
    });
    expect(() => logOnce('error', 'checkout:pay', 'payment failed')).not.toThrow();
    expect(error).toHaveBeenCalledWith('[rove] payment failed');
    off();
  });

  it("reports nothing the shopper's navigation caused, and still reports the same key after", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = listen();
    dispatchEvent(new Event('beforeunload'));
    logOnce('error', 'chunk:rove-scroller', 'could not load <rove-scroller>');
    expect(error).not.toHaveBeenCalled();
    expect(heard.problems).toEqual([]);
    dispatchEvent(new Event('pageshow'));
    logOnce('error', 'chunk:rove-scroller', 'could not load <rove-scroller>');
    expect(error).toHaveBeenCalledWith('[rove] could not load <rove-scroller>');
    expect(heard.problems).toHaveLength(1);
    heard.stop();
  });
});

describe('logVendorProblem', () => {
  it('names the vendor, the kind and the element, and bubbles from the element', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard = listen();
    const section = document.createElement('section');
    const element = document.createElement('rove-financing');
    section.append(element);
    document.body.append(section);
    const onSection = vi.fn();
    section.addEventListener('rove:problem', onSection);
    const problem = {
      area: 'financing',
      vendor: 'klarna',
      kind: 'not-ready',
      message: "Klarna's messaging did not become ready",
      target: element,
    } as const;
    logVendorProblem(problem);
    logVendorProblem(problem);
    expect(heard.problems).toEqual([
      {
        level: 'warn',
        area: 'financing',
        kind: 'not-ready',
        message: "Klarna's messaging did not become ready",
        vendor: 'klarna',
        element: 'rove-financing',
      },
    ]);
    expect(onSection).toHaveBeenCalledTimes(1);
    section.remove();
    heard.stop();
  });

  it("leaves out a script's failure once the page's policy blocked that vendor", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    markPolicyBlocked('klarna');
    logVendorProblem({ area: 'financing', vendor: 'klarna', kind: 'script-failed', message: 'x' });
    logVendorProblem({ area: 'checkout', vendor: 'stripe', kind: 'script-failed', message: 'y' });
    expect(warn.mock.calls).toEqual([['[rove] y']]);
  });
});
