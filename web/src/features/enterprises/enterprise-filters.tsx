import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { enterprises } from '@gwn/contract/console';
import { FilterSelect } from '../../components/filter-select/filter-select.tsx';
import type { ListState } from '../../components/list/use-list-state.ts';
import type { EnterpriseFilter } from './api.ts';

const { ENTERPRISE_MFA } = enterprises;

/** The list's filters (contract enterpriseFilter): state, two-factor state and outdoor; each can be cleared. */
export function EnterpriseFilters({ list }: { list: ListState<EnterpriseFilter> }) {
  const { t } = useTranslation('enterprises');
  const { filters, setFilters } = list;
  return (
    <Space wrap>
      <FilterSelect<0 | 1> allowClear aria-label={t('filter.state')} placeholder={t('filter.state')} style={{ width: 150 }} value={filters.state}
        options={[{ value: 1, label: t('normal') }, { value: 0, label: t('frozen') }]}
        onChange={(state) => setFilters({ state })} />
      <FilterSelect<0 | 1 | 2> allowClear aria-label={t('filter.mfa')} placeholder={t('filter.mfa')} style={{ width: 190 }} value={filters.googleAuth}
        options={[
          { value: ENTERPRISE_MFA.disabled, label: t('mfaDisabled') },
          { value: ENTERPRISE_MFA.enabled, label: t('mfaEnabled') },
          { value: ENTERPRISE_MFA.pending, label: t('mfaPending') },
        ]}
        onChange={(googleAuth) => setFilters({ googleAuth })} />
      <FilterSelect<0 | 1> allowClear aria-label={t('filter.outdoor')} placeholder={t('filter.outdoor')} style={{ width: 150 }} value={filters.outdoor}
        options={[{ value: 1, label: t('outdoorOn') }, { value: 0, label: t('outdoorOff') }]}
        onChange={(outdoor) => setFilters({ outdoor })} />
    </Space>
  );
}
