import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGIONS, type RegionName } from '@gwn/contract/console';
import { ALL, emitted, fromRegions, nextSelection, type RegionChoice } from './region-select-rules.ts';
import { Tag } from './tag/tag.tsx';

interface Props {
  /** Selected regions (never contains All); works as a controlled antd Form field. */
  value?: RegionName[];
  onChange?: (regions: RegionName[]) => void;
  /** The regions offered; default all three. */
  regions?: readonly RegionName[];
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Region multi-select with an "All" option (spec 2 §4). All selects all, deselecting a region drops All,
 * selecting every region re-adds All; the All tag itself is hidden and callers never receive it.
 */
export function RegionMultiSelect({ value = [], onChange, regions = REGIONS, disabled, id, ...rest }: Props) {
  const { t } = useTranslation('common');
  const selection = fromRegions(value, regions);
  const options = [
    { value: ALL, label: t('all') },
    ...regions.map((r) => ({ value: r, label: t(`region.${r}`) })),
  ];
  return (
    <Select<RegionChoice[]>
      id={id}
      mode="multiple"
      value={selection}
      options={options}
      disabled={disabled}
      aria-label={rest['aria-label']}
      // The All tag would repeat every region's tag; it stays selected in the list only.
      tagRender={({ value: v, label, closable, onClose }) => (v === ALL ? <></> : (
        <Tag closable={closable} onClose={onClose} onMouseDown={(e) => e.preventDefault()} style={{ marginInlineEnd: 4 }}>
          {label}
        </Tag>
      ))}
      onChange={(next) => onChange?.(emitted(nextSelection(selection, next, regions)))}
    />
  );
}
