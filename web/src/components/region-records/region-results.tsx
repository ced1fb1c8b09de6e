import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionResult } from '../../api/send-to-regions.ts';
import { useRegionName } from './region-name.ts';

/**
 * Each region's outcome of the last save, shown while any region failed (spec 2 §8: "Region: message" per line);
 * the regions that accepted say so, so the operator sees what a retry will and will not resend.
 */
export function RegionResults({ results }: { results: readonly RegionResult<unknown>[] }) {
  const { t } = useTranslation('common');
  const regionName = useRegionName();
  if (results.length === 0) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('regionSave.results')} description={(
      <ul aria-label={t('regionSave.results')} style={{ margin: 0, paddingInlineStart: 16 }}>
        {results.map((r) => <li key={r.region}>{`${regionName.name(r.region)}: ${r.ok ? t('regionSave.doneHere') : r.msg}`}</li>)}
      </ul>
    )} />
  );
}
