/** One entry a list, a radio group or a combobox offers: what it stands for and what the operator reads. */
export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}
