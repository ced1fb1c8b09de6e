import { useSyncExternalStore } from 'react';
import { REGIONS, type RegionName } from '@gwn/contract/console';

/**
 * Every value the console keeps in local storage (spec 1 §9), under the spec's key names.
 * Read and write them only through this module so a rename or a clear happens in one place.
 */
export const STORAGE_KEYS = {
  adminUrl: 'adminUrl',
  regionOptions: 'regionOptions',
  currentRegion: 'currentRegion',
  menuButList: 'menuButList',
  language: 'language',
  mainName: 'mainName',
  authorization: 'authorization',
  enterpriseId: 'enterpriseId',
  enterpriseEmail: 'enterpriseEmail',
  /** The region of the enterprise opened from the list (its region select may differ from the current one). */
  enterpriseRegion: 'enterpriseRegion',
  /** The operator's choice of a collapsed side menu: a preference of this browser, kept across sign-outs. */
  menuCollapsed: 'menuCollapsed',
  /** The colour theme chosen in the header: 'light', 'dark' or absent (follow the system); kept across sign-outs. */
  theme: 'theme',
  /** The system bulletin this browser closed ("<region>:<version>"), kept across sign-outs so it stays closed. */
  dismissedBulletin: 'dismissedBulletin',
  /** '1' once the service asked this browser for a captcha at sign-in, until a sign-in succeeds: a reload shows it at once. */
  signInCaptcha: 'signInCaptcha',
} as const;
/** What signing out keeps: preferences of this browser, not of a session. */
const PREFERENCES: readonly StorageKey[] = ['language', 'menuCollapsed', 'theme', 'dismissedBulletin', 'signInCaptcha'];
export type StorageKey = keyof typeof STORAGE_KEYS;

export interface StoredRegion { regionName: RegionName; adminUrl: string }

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing out or switching region changes what this tab shows too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readStored(key: StorageKey): string | null {
  return localStorage.getItem(STORAGE_KEYS[key]);
}

/** Writes (or with null, removes) a value and tells every `useStored` reader. */
export function writeStored(key: StorageKey, value: string | null): void {
  if (value === null) localStorage.removeItem(STORAGE_KEYS[key]);
  else localStorage.setItem(STORAGE_KEYS[key], value);
  notify();
}

/** Re-renders when the value changes through this module or in another tab. */
export function useStored(key: StorageKey): string | null {
  return useSyncExternalStore(subscribe, () => readStored(key), () => null);
}

function readJson<T>(key: StorageKey, isValid: (v: unknown) => v is T, fallback: T): T {
  const raw = readStored(key);
  if (!raw) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

const isRegionList = (v: unknown): v is StoredRegion[] =>
  Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && REGIONS.includes(r.regionName) && typeof r.adminUrl === 'string');
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

export const getRegionOptions = (): StoredRegion[] => readJson('regionOptions', isRegionList, []);
export const setRegionOptions = (regions: StoredRegion[]) => writeStored('regionOptions', JSON.stringify(regions));

/** The operator's regions, or all three before a region list is stored: what a multi-region dialog offers. */
export function getOfferedRegions(): RegionName[] {
  const stored = getRegionOptions().map((r) => r.regionName);
  return stored.length > 0 ? stored : [...REGIONS];
}

export function getCurrentRegion(): RegionName | null {
  const raw = readStored('currentRegion');
  return REGIONS.find((r) => r === raw) ?? null;
}

/** The operator's permission codes (menu ids and action keys) from the last menu list. */
export const getMenuButList = (): string[] => readJson('menuButList', isStringList, []);
export const setMenuButList = (codes: string[]) => writeStored('menuButList', JSON.stringify(codes));

/** The admin address of a region: from the stored region list, else the current one. */
export function adminUrlOf(region?: RegionName): string | null {
  if (region) {
    const found = getRegionOptions().find((r) => r.regionName === region)?.adminUrl;
    if (found) return found;
  }
  return readStored('adminUrl');
}

/** Ends the local side of a session: what a 401 does (spec 1 §4); a 403 keeps the session (DESIGN §7). */
export function forgetSignedInUser(): void {
  writeStored('mainName', null);
  writeStored('adminUrl', null);
}

/** Clears everything but the language choice, which outlives sessions (spec 1 §1). */
export function clearSession(): void {
  const keptNames = [...PREFERENCES.map((key) => STORAGE_KEYS[key]), ...Object.keys(localStorage).filter((name) => name.startsWith('hiddenColumns:'))];
  const kept = keptNames.map((name) => [name, localStorage.getItem(name)] as const);
  localStorage.clear();
  for (const [name, value] of kept) if (value !== null) localStorage.setItem(name, value);
  notify();
}

/** The current region, re-rendering on switch. */
export function useCurrentRegion(): RegionName | null {
  const raw = useStored('currentRegion');
  return REGIONS.find((r) => r === raw) ?? null;
}

/** A table's remembered page size (spec 1 §9), under `pageSize:<table>`; the list kit checks it is one of the pager's sizes. */
export function getStoredPageSize(table: string): string | null {
  return localStorage.getItem(`pageSize:${table}`);
}

export function setStoredPageSize(table: string, size: number): void {
  localStorage.setItem(`pageSize:${table}`, String(size));
}

const listViewKey = (table: string) => `listView:${table}`;

/**
 * A list's last view as URL parameters (search, page, size, sort, filters, its own region), under `listView:<table>`,
 * so coming back through the menu shows it again (spec 1 §9: page number and size are remembered locally). Not a
 * preference: signing out clears it with the session.
 */
export function getStoredListView(table: string): string | null {
  return localStorage.getItem(listViewKey(table)) || null;
}

/** Remembers a list's view; '' (the default view) forgets it. */
export function setStoredListView(table: string, query: string): void {
  if (query === '') localStorage.removeItem(listViewKey(table));
  else localStorage.setItem(listViewKey(table), query);
}

const hiddenColumnsKey = (table: string) => `hiddenColumns:${table}`;

/**
 * The columns the operator hid in a table (their keys), or null while they never chose (the table's defaults apply):
 * a preference of this browser, kept across sign-outs.
 */
export function getHiddenColumns(table: string): string[] | null {
  const raw = localStorage.getItem(hiddenColumnsKey(table));
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : null;
  } catch {
    return null;
  }
}

/** Kept even when empty: "show every column" is a choice too when the table hides some by default. */
export function setHiddenColumns(table: string, keys: readonly string[]): void {
  localStorage.setItem(hiddenColumnsKey(table), JSON.stringify(keys));
}

