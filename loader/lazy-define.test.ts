import { describe, expect, it, vi } from 'vitest';
import { startLazyDefine } from './lazy-define';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLazyDefine', () => {
  it('loads only the chunks whose tags are on the page', async () => {
    document.body.innerHTML = '<x-present-a></x-present-a>';
    const present = vi.fn(async () => undefined);
    const absent = vi.fn(async () => undefined);
    const lazy = startLazyDefine({ 'x-present-a': present, 'x-absent-a': absent }, () => false);
    await lazy.initial;
    expect(present).toHaveBeenCalledTimes(1);
    expect(absent).not.toHaveBeenCalled();
    lazy.stop();
  });

  it('loads a chunk when its tag is inserted later, nested or not, once', async () => {
    document.body.innerHTML = '';
    const load = vi.fn(async () => undefined);
    const lazy = startLazyDefine({ 'x-late-b': load }, () => false);
    await lazy.initial;
    expect(load).not.toHaveBeenCalled();
    const card = document.createElement('div');
    card.innerHTML = '<x-late-b></x-late-b>';
    document.body.append(card);
    await tick();
    document.body.append(document.createElement('x-late-b'));
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    lazy.stop();
  });

  it('skips a widget switched off in settings', async () => {
    document.body.innerHTML = '<x-off-c></x-off-c>';
    const load = vi.fn(async () => undefined);
    const lazy = startLazyDefine({ 'x-off-c': load }, (tag) => tag === 'x-off-c');
    await lazy.initial;
    expect(load).not.toHaveBeenCalled();
    lazy.stop();
  });

  it('retries a failed chunk on the next appearance of its tag, logging once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<x-flaky-d></x-flaky-d>';
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(undefined);
    const lazy = startLazyDefine({ 'x-flaky-d': load }, () => false);
    await lazy.initial;
    expect(load).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[rove\] could not load <x-flaky-d>/);
    document.body.append(document.createElement('x-flaky-d'));
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    lazy.stop();
  });
});
