export { DateTimeRange, wallRangeRules, type WallRange } from './date-time-range.tsx';
