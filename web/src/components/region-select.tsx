import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionName } from '@gwn/contract/console';
import { getRegionOptions, useStored } from '../lib/session-storage.ts';
import { FilterSelect } from './filter-select/filter-select.tsx';

interface Props {
  value: RegionName | null;
  onChange: (region: RegionName) => void;
  /** Accessible name of the select, e.g. "Region". */
  label: string;
  style?: CSSProperties;
}

/** A screen's own region choice (a list's filter, a native select: issue #27), independent of the header's current region; offers the operator's regions, named as in the header. */
export function RegionSelect({ value, onChange, label, style = { width: 140 } }: Props) {
  const { t } = useTranslation('common');
  useStored('regionOptions'); // re-render when the region list is stored
  return (
    <FilterSelect<RegionName> aria-label={label} value={value} style={style} onChange={(region) => { if (region) onChange(region); }}
      options={getRegionOptions().map((r) => ({ value: r.regionName, label: t(`region.${r.regionName}`) }))} />
  );
}
