export { matching, SearchSelect } from './search-select.tsx';
