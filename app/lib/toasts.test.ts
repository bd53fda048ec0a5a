import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fadesByItself, toastReducer, toastScheduler, type Toast } from './toasts';

describe('toasts', () => {
  it('are added, faded and removed by id', () => {
    let list: Toast[] = [];
    list = toastReducer(list, { type: 'add', toast: { id: 1, type: 'success', message: 'Saved' } });
    list = toastReducer(list, { type: 'add', toast: { id: 2, type: 'loading', message: 'Loading' } });
    expect(list.map((t) => [t.id, t.leaving])).toEqual([
      [1, false],
      [2, false],
    ]);
    list = toastReducer(list, { type: 'fade', id: 1 });
    expect(list.find((t) => t.id === 1)?.leaving).toBe(true);
    list = toastReducer(list, { type: 'remove', id: 1 });
    expect(list.map((t) => t.id)).toEqual([2]);
  });

  it('show the same message once while it is on screen', () => {
    const one = toastReducer([], { type: 'add', toast: { id: 1, type: 'error', message: 'Failed' } });
    expect(toastReducer(one, { type: 'add', toast: { id: 2, type: 'error', message: 'Failed' } })).toHaveLength(1);
    const fading = toastReducer(one, { type: 'fade', id: 1 });
    expect(toastReducer(fading, { type: 'add', toast: { id: 2, type: 'error', message: 'Failed' } })).toHaveLength(2);
  });

  it('leave by themselves unless they are loading', () => {
    expect(fadesByItself('success')).toBe(true);
    expect(fadesByItself('error')).toBe(true);
    expect(fadesByItself('loading')).toBe(false);
  });
});

describe('toast timings', () => {
  function schedule() {
    let list: Toast[] = [];
    const scheduler = toastScheduler((action) => (list = toastReducer(list, action)));
    return { scheduler, list: () => list.map((t) => `${t.message}${t.leaving ? ' (leaving)' : ''}`) };
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fade a success or error toast after 5 s and remove it 300 ms later', () => {
    const { scheduler, list } = schedule();
    scheduler.show('success', 'Saved');
    vi.advanceTimersByTime(2000);
    scheduler.show('error', 'Failed');
    vi.advanceTimersByTime(2999);
    expect(list()).toEqual(['Saved', 'Failed']);
    vi.advanceTimersByTime(1);
    expect(list()).toEqual(['Saved (leaving)', 'Failed']);
    vi.advanceTimersByTime(299);
    expect(list()).toEqual(['Saved (leaving)', 'Failed']);
    vi.advanceTimersByTime(1);
    expect(list()).toEqual(['Failed']);
    // The second toast has its own 5 s, from when it came (t = 2 s).
    vi.advanceTimersByTime(1699);
    expect(list()).toEqual(['Failed']);
    vi.advanceTimersByTime(1);
    expect(list()).toEqual(['Failed (leaving)']);
    vi.advanceTimersByTime(300);
    expect(list()).toEqual([]);
  });

  it('keep a loading toast until it is dismissed, then remove it 300 ms later', () => {
    const { scheduler, list } = schedule();
    const id = scheduler.show('loading', 'Sending');
    vi.advanceTimersByTime(60_000);
    expect(list()).toEqual(['Sending']);
    scheduler.dismiss(id);
    expect(list()).toEqual(['Sending (leaving)']);
    vi.advanceTimersByTime(300);
    expect(list()).toEqual([]);
  });

  it('do nothing more once stopped', () => {
    const { scheduler, list } = schedule();
    scheduler.show('success', 'Saved');
    scheduler.stop();
    vi.advanceTimersByTime(10_000);
    expect(list()).toEqual(['Saved']);
  });
});
