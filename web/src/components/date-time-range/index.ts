export { DateTimeRange, isCompleteRange, wallRangeRules, type WallRange } from './date-time-range.tsx';
