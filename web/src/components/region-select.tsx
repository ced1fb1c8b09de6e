import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionName } from '@gwn/contract/console';
import { getRegionOptions, useStored } from '../lib/session-storage.ts';

interface Props {
  value: RegionName | null;
  onChange: (region: RegionName) => void;
  /** Accessible name of the select, e.g. "Region". */
  label: string;
  style?: CSSProperties;
}

/** A screen's own region choice, independent of the header's current region; offers the operator's regions, named as in the header. */
export function RegionSelect({ value, onChange, label, style = { width: 140 } }: Props) {
  const { t } = useTranslation('common');
  useStored('regionOptions'); // re-render when the region list is stored
  return (
    <Select<RegionName> aria-label={label} value={value ?? undefined} style={style} onChange={onChange}
      options={getRegionOptions().map((r) => ({ value: r.regionName, label: t(`region.${r.regionName}`) }))} />
  );
}
