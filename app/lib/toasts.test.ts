import { describe, expect, it } from 'vitest';
import { fadesByItself, toastReducer, type Toast } from './toasts';

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
