export { ChoiceGroup } from './choice-group.tsx';
