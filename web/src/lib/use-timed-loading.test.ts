import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTimedLoading } from './use-timed-loading.ts';

afterEach(() => vi.useRealTimers());

describe('useTimedLoading', () => {
  it('stops loading after the limit even when the save never answers', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTimedLoading(10_000));
    act(() => void result.current.run(() => new Promise(() => undefined)));
    expect(result.current.loading).toBe(true);
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current.loading).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.loading).toBe(false);
  });

  it('stops loading when the save settles first, failed or not, and hands its outcome on', async () => {
    const { result } = renderHook(() => useTimedLoading(30_000));
    await act(async () => expect(await result.current.run(async () => 7)).toBe(7));
    expect(result.current.loading).toBe(false);
    await act(() => expect(result.current.run(async () => { throw new Error('refused'); })).rejects.toThrow('refused'));
    expect(result.current.loading).toBe(false);
  });
});
