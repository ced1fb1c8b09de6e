import { Button, Input, Space, Switch, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { portal } from '@gwn/contract';
import type { VersionRow } from './portal-versions.ts';

interface Props {
  rows: VersionRow[];
  onChange: (rows: VersionRow[]) => void;
  updatePortalFile: boolean;
  onUpdatePortalFile: (on: boolean) => void;
  loading: boolean;
  missing: string[];
}

/** The zip's second step: one row per model with its version, and the update-old-portal switch. */
export function PortalVersionsStep({ rows, onChange, updatePortalFile, onUpdatePortalFile, loading, missing }: Props) {
  const { t } = useTranslation('portal');
  const setVersion = (apType: string, version: string) => onChange(rows.map((r) => (r.apType === apType ? { ...r, version } : r)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<VersionRow>
        rowKey="apType" size="small" loading={loading} dataSource={rows} pagination={false} scroll={{ y: 320 }}
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
                onClick={() => onChange(rows.filter((r) => r.apType !== row.apType))} />
            ),
          },
        ]}
      />
      {missing.length > 0 && <Typography.Text type="danger">{t('versionRequired', { models: missing.join(', ') })}</Typography.Text>}
      <Space>
        <Switch checked={updatePortalFile} onChange={onUpdatePortalFile} aria-label={t('updatePortalFile')} />
        <span>{t('updatePortalFile')}</span>
      </Space>
    </Space>
  );
}
