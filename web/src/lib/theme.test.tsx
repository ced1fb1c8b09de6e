import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearSession, readStored, writeStored } from './session-storage.ts';
import { parseThemeChoice, resolveTheme, useDocumentTheme, useTheme } from './theme.ts';

/** A system colour setting that the test can change while the page is open. */
function emulateSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    get matches() { return query.includes('dark') && state.dark; },
    media: query, onchange: null,
    addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }) as unknown as MediaQueryList);
  return (next: boolean) => {
    state.dark = next;
    listeners.forEach((l) => l());
  };
}

afterEach(() => vi.restoreAllMocks());

describe('theme preference', () => {
  it('follows the system unless light or dark was chosen', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('tracks the system setting live when nothing is stored, and marks <html>', () => {
    const setSystem = emulateSystem(false);
    const { result } = renderHook(() => useDocumentTheme());
    expect(result.current).toBe('light');
    act(() => setSystem(true));
    expect(result.current).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('keeps an explicit choice over the system, stores it, and "system" removes it', () => {
    emulateSystem(true);
    const { result } = renderHook(() => useTheme());
    act(() => result.current.setChoice('light'));
    expect(result.current).toMatchObject({ choice: 'light', theme: 'light' });
    expect(readStored('theme')).toBe('light');
    act(() => result.current.setChoice('system'));
    expect(result.current).toMatchObject({ choice: 'system', theme: 'dark' });
    expect(readStored('theme')).toBeNull();
  });

  it('outlives signing out, like the language', () => {
    writeStored('theme', 'dark');
    writeStored('mainName', 'root');
    clearSession();
    expect(readStored('theme')).toBe('dark');
    expect(readStored('mainName')).toBeNull();
  });
});
