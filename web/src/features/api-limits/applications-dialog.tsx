import { useState } from 'react';
import { Alert, App, Button, Modal, Popconfirm, Select, Space } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { apiLimits } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { timeColumn } from '../../components/list/time-column.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { useApplicationEnterprises, useApplications, useIssueApplication, useRevokeApplication } from './api.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { Paragraph } from '../../components/text/text.tsx';
import { CopyText } from '../../components/text/copy-text.tsx';

interface Issued { appId: string; appSecret: string }

/**
 * The open API's applications of one enterprise (issue 26): choose the enterprise, see its applications,
 * issue a new one (its secret is shown here once, with a copy button, and never again) or revoke one.
 */
export function ApplicationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['apiLimits', 'common']);
  const { message } = App.useApp();
  const canIssue = usePermission('admin_sys_api_limit_add');
  const canRevoke = usePermission('admin_sys_api_limit_delete');
  const [search, setSearch] = useState('');
  const [enterpriseId, setEnterpriseId] = useState<string>();
  const [issued, setIssued] = useState<Issued | null>(null);
  const enterprises = useApplicationEnterprises(search, open);
  const applications = useApplications(enterpriseId);
  const issue = useIssueApplication();
  const revoke = useRevokeApplication();

  const choose = (next?: string) => {
    setEnterpriseId(next);
    setIssued(null);
  };
  // The secret is shown once: closing the dialog forgets it.
  const close = () => {
    setIssued(null);
    onClose();
  };
  const onIssue = () => enterpriseId && issue.mutateAsync(enterpriseId).then(
    (reply) => setIssued({ appId: reply.appId, appSecret: reply.appSecret }),
    (err: unknown) => void message.error(errorText(err)),
  );
  const onRevoke = (appId: string) => revoke.mutateAsync(appId).then(
    () => { if (issued?.appId === appId) setIssued(null); void message.success(t('applications.revoked', { appId })); },
    (err: unknown) => void message.error(errorText(err)),
  );

  const columns = [
    { title: t('field.appId'), dataIndex: 'appId', key: 'appId', render: (v: string) => <CopyText>{v}</CopyText> },
    timeColumn<apiLimits.ApplicationRow>(t('applications.issuedAt'), 'createdAt'),
    ...(canRevoke ? [{
      title: t('actions'), key: 'actions', width: 110,
      render: (_: unknown, r: apiLimits.ApplicationRow) => (
        <Popconfirm title={t('applications.revokeConfirm', { appId: r.appId })} okText={t('common:ok')} cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }} onConfirm={() => onRevoke(r.appId)}>
          <Button danger type="link" aria-label={t('applications.revokeOne', { appId: r.appId })}>{t('applications.revoke')}</Button>
        </Popconfirm>
      ),
    }] : []),
  ];

  return (
    <Modal open={open} title={t('applications.title')} onCancel={close} footer={null} width={720} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Paragraph type="secondary" style={{ margin: 0 }}>{t('applications.intro')}</Paragraph>
        <Space wrap>
          <Select showSearch allowClear filterOption={false} style={{ width: 420 }} aria-label={t('applications.enterprise')}
            placeholder={t('applications.enterprisePlaceholder')} value={enterpriseId} onChange={choose} onSearch={setSearch}
            loading={enterprises.isFetching} notFoundContent={enterprises.isFetching ? null : t('applications.noEnterprise')}
            options={(enterprises.data ?? []).map((e) => ({ value: e.enterpriseId, label: `${e.enterpriseName} (${e.email})` }))} />
          {canIssue && (
            <Button type="primary" icon={<KeyOutlined />} disabled={!enterpriseId} loading={issue.isPending} onClick={() => void onIssue()}>
              {t('applications.issue')}
            </Button>
          )}
        </Space>
        {issued && (
          <Alert type="warning" showIcon closable onClose={() => setIssued(null)} data-testid="issued-application"
            title={t('applications.secretOnce')}
            description={(
              <Space orientation="vertical" size={4}>
                <span>{t('field.appId')}: <CopyText code tooltips={[t('applications.copy'), t('applications.copied')]}>{issued.appId}</CopyText></span>
                <span>{t('applications.secret')}: <CopyText code tooltips={[t('applications.copy'), t('applications.copied')]}>{issued.appSecret}</CopyText></span>
              </Space>
            )} />
        )}
        {enterpriseId ? (
          <DataTable<apiLimits.ApplicationRow> size="small" rowKey="appId" columns={columns}
            loading={applications.isFetching} rows={applications.data ?? []}
            empty={applications.isError ? errorText(applications.error) : t('applications.none')} />
        ) : <EmptyState description={t('applications.chooseFirst')} />}
      </Space>
    </Modal>
  );
}
