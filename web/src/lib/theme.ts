import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useStored, writeStored } from './session-storage.ts';

/** What the operator picks in the header: follow the system setting, or one theme whatever the system says. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; anything else (nothing stored, a hand-edited value) follows the system. */
export function parseThemeChoice(raw: string | null): ThemeChoice {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

/** The theme to draw: the explicit choice, else the system's. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function subscribeToSystem(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the system asks for dark, re-rendering when the operator changes it (no reload needed). */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
}

/**
 * Marks the page with the theme (`<html data-theme>` and `color-scheme`): the plain CSS of the splash, the
 * sign-in page and the scroll bars read it. public/theme-boot.js does the same before the first paint.
 */
export function markDocumentTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/** The operator's choice, the theme it resolves to, and a setter that keeps the choice in local storage. */
export function useTheme(): { choice: ThemeChoice; theme: Theme; setChoice: (choice: ThemeChoice) => void } {
  const choice = parseThemeChoice(useStored('theme'));
  const theme = resolveTheme(choice, useSystemPrefersDark());
  const setChoice = useCallback((next: ThemeChoice) => writeStored('theme', next === 'system' ? null : next), []);
  return { choice, theme, setChoice };
}

/** Keeps `<html data-theme>` in step with the choice and the system setting (mounted once, at the top of the tree). */
export function useDocumentTheme(): Theme {
  const { theme } = useTheme();
  useEffect(() => markDocumentTheme(theme), [theme]);
  return theme;
}
