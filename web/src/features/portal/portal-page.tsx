import { useState, type ReactNode } from 'react';
import { Button, Col, Row } from 'antd';
import { FileImageOutlined, FileZipOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { portal } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import { usePortalFileRegions, usePortalFiles } from './api.ts';
import type { PortalImageKind } from './portal-image-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Panel } from '../../components/panel/panel.tsx';
import { Paragraph } from '../../components/text/text.tsx';

const PortalImageDialog = lazyDialog(() => import('./portal-image-dialog.tsx').then((m) => m.PortalImageDialog));
const PortalZipDialog = lazyDialog(() => import('./portal-zip-dialog.tsx').then((m) => m.PortalZipDialog));

type PortalUploadKind = 'zip' | PortalImageKind;

type FileRow = portal.PortalFileRow;

const AREAS: { kind: PortalUploadKind; icon: ReactNode }[] = [
  { kind: 'zip', icon: <FileZipOutlined /> },
  { kind: 'portalImage', icon: <FileImageOutlined /> },
  { kind: 'emailImage', icon: <MailOutlined /> },
];

/**
 * /portal: three upload areas (zip, portal image, e-mail image) and the portal files of the current region, each
 * with the regions holding its model and version (the file of a model and version is replaced by a new upload, not edited).
 */
export default function PortalPage() {
  const { t } = useTranslation(['portal', 'common']);
  const [open, setOpen] = useState<PortalUploadKind | null>(null);
  const list = useListState({ table: 'portal' });
  const files = usePortalFiles(list);
  const copiesOf = usePortalFileRegions(files.data?.result ?? [], list.region);

  return (
    <>
      <PageHeader />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {AREAS.map(({ kind, icon }) => (
          <Col key={kind} xs={24} md={8}>
            <Panel title={t(`title.${kind}`)} size="small">
              <Paragraph type="secondary">{t(`hint.${kind}`)}</Paragraph>
              <Button icon={icon} onClick={() => setOpen(kind)}>{t(`open.${kind}`)}</Button>
            </Panel>
          </Col>
        ))}
      </Row>
      <ListTable<FileRow, object>
        rowKey="id" list={list} query={files}
        columns={[
          { title: t('fileName'), dataIndex: 'fileName', key: 'fileName' },
          { title: t('model'), dataIndex: 'apType', key: 'apType', sorter: true },
          { title: t('version'), dataIndex: 'version', key: 'version' },
          { ...timeColumn<FileRow>(t('time'), 'timeStr'), key: 'uploadTime', sorter: true },
          {
            title: t('common:regionPresence.column'), key: 'regions',
            render: (_: unknown, r: FileRow) => <RegionPresence copies={copiesOf({ apType: r.apType, version: r.version })} />,
          },
        ]}
      />
      <PortalZipDialog open={open === 'zip'} onClose={() => setOpen(null)} />
      <PortalImageDialog kind="portalImage" open={open === 'portalImage'} onClose={() => setOpen(null)} />
      <PortalImageDialog kind="emailImage" open={open === 'emailImage'} onClose={() => setOpen(null)} />
    </>
  );
}
