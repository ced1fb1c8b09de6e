import { useTranslation } from 'react-i18next';
import type { RegionName } from '@gwn/contract/console';

/** A region as the header names it ("World" for US), and a list of them joined for a sentence. */
export function useRegionName() {
  const { t } = useTranslation('common');
  const name = (region: RegionName) => t(`region.${region}`);
  return { name, list: (regions: readonly RegionName[]) => regions.map(name).join(', ') };
}
