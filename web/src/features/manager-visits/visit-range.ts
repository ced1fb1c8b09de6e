import { dayjs } from '../../lib/dayjs.ts';

/** The call's range for the chosen days: the start of the first day to the end of the last one (epoch ms, inclusive). */
export function visitRange(from: string | undefined, to: string | undefined): { startDate?: number; endDate?: number } {
  return {
    startDate: from ? dayjs(from).startOf('day').valueOf() : undefined,
    endDate: to ? dayjs(to).endOf('day').valueOf() : undefined,
  };
}
