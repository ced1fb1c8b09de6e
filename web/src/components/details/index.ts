export { Details, type DetailItem } from './details.tsx';
