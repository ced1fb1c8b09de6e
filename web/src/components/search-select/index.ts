export { matching, SearchSelect, type SearchOption } from './search-select.tsx';
