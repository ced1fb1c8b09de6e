export { ChoiceGroup, type Choice } from './choice-group.tsx';
