import { apDevices, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';

/**
 * The digits of a MAC search as typed (contract typedMacSearch): upper-case hex without separators.
 * Anything else is refused with 15065, whose text says how to type a MAC.
 */
export function macDigitsOf(search: string): string {
  if (!apDevices.isMacSearch(search)) throw new ApiError(RetCode.MacSearchFormat);
  return apDevices.normalizeMac(search.trim());
}
