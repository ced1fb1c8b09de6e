import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Row, Table, Typography } from 'antd';
import { FileImageOutlined, FileZipOutlined, MailOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { portal } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { usePortalFiles } from './api.ts';
import { PortalUploadDialog, type PortalUploadKind } from './portal-upload-dialog.tsx';

type FileRow = portal.PortalFileRow;

const AREAS: { kind: PortalUploadKind; icon: ReactNode }[] = [
  { kind: 'zip', icon: <FileZipOutlined /> },
  { kind: 'portalImage', icon: <FileImageOutlined /> },
  { kind: 'emailImage', icon: <MailOutlined /> },
];

/** /portal: three upload areas (zip, portal image, e-mail image) and the portal files of the current region. */
export default function PortalPage() {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState<PortalUploadKind | null>(null);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = usePagedTable({ table: 'portal', total });
  const files = usePortalFiles(paging.pageNum, paging.pageSize);
  if (files.data && files.data.total !== total) setTotal(files.data.total);

  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {AREAS.map(({ kind, icon }) => (
          <Col key={kind} xs={24} md={8}>
            <Card title={t(`title.${kind}`)} size="small">
              <Typography.Paragraph type="secondary">{t(`hint.${kind}`)}</Typography.Paragraph>
              <Button icon={icon} onClick={() => setOpen(kind)}>{t(`open.${kind}`)}</Button>
            </Card>
          </Col>
        ))}
      </Row>
      {files.error && <Typography.Text type="danger">{errorText(files.error)}</Typography.Text>}
      <Table<FileRow>
        rowKey="id" loading={files.isFetching} dataSource={files.data?.result ?? []} pagination={paging.pagination}
        columns={[
          { title: t('fileName'), dataIndex: 'fileName', key: 'fileName' },
          { title: t('model'), dataIndex: 'apType', key: 'apType' },
          { title: t('version'), dataIndex: 'version', key: 'version' },
          { title: t('time'), dataIndex: 'timeStr', key: 'time', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
        ]}
      />
      <PortalUploadDialog kind={open} onClose={() => setOpen(null)} />
    </>
  );
}
