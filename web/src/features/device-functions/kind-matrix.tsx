import { useState } from 'react';
import { Alert, Select, Space } from 'antd';
import { SearchBox } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { deviceTypes } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { useFunctionTable } from './api.ts';
import { MatrixTable } from './matrix-table.tsx';

/**
 * One tab of the matrix: a search by name or type code, the device types shown (empty shows all) and the table.
 * A search that finds no device type says so instead of a table of functions with no device column (issue 26).
 */
export function KindMatrix({ deviceKind }: { deviceKind: deviceTypes.DeviceKind }) {
  const { t } = useTranslation('deviceFunctions');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const { data, error, isFetching } = useFunctionTable(deviceKind, name);
  const available = data?.deviceTypeKey ?? [];
  const shown = chosen.length ? chosen.filter((k) => available.includes(k)) : available;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <SearchBox
          allowClear placeholder={t('nameOrCode')} aria-label={t('nameFilter')} style={{ width: 280 }}
          maxLength={deviceTypes.DEVICE_TYPE_LIMITS.nameMax} onSearch={(v) => setName(v.trim())}
        />
        <Select
          mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 320 }}
          placeholder={t('allTypes')} aria-label={t('typesShown')} value={chosen} onChange={setChosen}
          options={available.map((k) => ({ value: k, label: data?.deviceTypeKeyNameMap[k] ?? k }))}
        />
      </Space>
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      {name !== '' && data !== undefined && available.length === 0 && !isFetching
        ? <EmptyState description={t('noMatch', { search: name })} />
        : <MatrixTable table={data} shown={shown} loading={isFetching} />}
    </Space>
  );
}
