export { EmailChipInput } from './email-chip-input.tsx';
export { chipError, hasErrorChip } from './chip-rules.ts';
