import { useImperativeHandle, useState, type Ref } from 'react';
import { Button, Space } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { Input } from '../../components/inputs.ts';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { portal, type RegionName, type RequestOf } from '@gwn/contract/console';
import { usePortalVersions } from './api.ts';
import { autoFill, modelsWithoutVersion, type VersionRow } from './portal-versions.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { Text } from '../../components/text/text.tsx';

type VersionsPayload = Omit<RequestOf<typeof portal.saveVersions>, 'fileId'>;

/** What the zip dialog asks of this step: its values once valid, and the Auto-fill button's work. */
export interface VersionsStepHandle {
  collect: () => VersionsPayload | null;
  autoFill: () => void;
}

interface Props {
  ref: Ref<VersionsStepHandle>;
  /** Where the zip went first: its models (and their current versions) are listed. */
  region: RegionName;
  /** The zip's name, whose version auto-fill reads. */
  fileName: string;
}

/** The zip's second step: one row per model with its version (each required), and the update-old-portal switch. */
export function PortalVersionsStep({ ref, region, fileName }: Props) {
  const { t } = useTranslation('portal');
  const versions = usePortalVersions(region);
  const [rows, setRows] = useState<VersionRow[]>([]);
  const [updatePortalFile, setUpdatePortalFile] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  // The model list arrives after the step opens: seed the rows from it once (while rendering, not in an effect).
  const [seededFrom, setSeededFrom] = useState<unknown>(null);
  if (versions.data && versions.data !== seededFrom) {
    setSeededFrom(versions.data);
    setRows(versions.data.result.map((r) => ({ apType: r.apType, version: '' })));
  }

  useImperativeHandle(ref, () => ({
    collect: () => {
      const lacking = modelsWithoutVersion(rows);
      setMissing(lacking);
      if (lacking.length > 0 || rows.length === 0) return null;
      return { portalVersions: rows.map((r) => ({ apType: r.apType, version: r.version.trim() })), updatePortalFile: updatePortalFile ? 1 : 0 };
    },
    autoFill: () => setRows(autoFill(rows, fileName)),
  }), [rows, updatePortalFile, fileName]);

  const setVersion = (apType: string, version: string) => setRows(rows.map((r) => (r.apType === apType ? { ...r, version } : r)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <DataTable<VersionRow>
        rowKey="apType" size="small" loading={versions.isLoading} rows={rows} scroll={{ y: 320 }}
        columns={[
          { title: t('model'), dataIndex: 'apType', key: 'apType' },
          {
            title: t('version'), key: 'version',
            render: (_, row) => (
              <Input
                value={row.version} maxLength={portal.PORTAL_LIMITS.versionMax} aria-label={t('versionOf', { model: row.apType })}
                status={missing.includes(row.apType) ? 'error' : undefined}
                onChange={(e) => setVersion(row.apType, e.target.value)}
              />
            ),
          },
          {
            key: 'remove', width: 48,
            render: (_, row) => (
              <Button type="text" icon={<DeleteOutlined />} aria-label={t('removeModel', { model: row.apType })}
                onClick={() => setRows(rows.filter((r) => r.apType !== row.apType))} />
            ),
          },
        ]}
      />
      {missing.length > 0 && <Text type="danger">{t('versionRequired', { models: missing.join(', ') })}</Text>}
      <Space>
        <Switch checked={updatePortalFile} onChange={setUpdatePortalFile} aria-label={t('updatePortalFile')} />
        <span>{t('updatePortalFile')}</span>
      </Space>
    </Space>
  );
}
