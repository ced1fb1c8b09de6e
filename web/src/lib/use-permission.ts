import type { PermissionCode } from '@gwn/contract/console';
import { useStored } from './session-storage.ts';

/**
 * Whether the operator's menu list grants a menu id or action key (spec 1 §6). Use it to disable or
 * hide a button; the service refuses the call anyway (403).
 */
export function usePermission(code: PermissionCode): boolean {
  const raw = useStored('menuButList');
  if (!raw) return false;
  try {
    const codes: unknown = JSON.parse(raw);
    return Array.isArray(codes) && codes.includes(code);
  } catch {
    return false;
  }
}
