import { useRef, useState } from 'react';
import { App, Button, Form, Space } from 'antd';
import { Input, TextArea } from '../../components/inputs.ts';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { managerPackage } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { formRefusalText } from '../../components/form-refusal.ts';
import { useRefreshEndpoints } from '../../api/region-query.ts';
import { formatTime } from '../../components/list/time-column.ts';
import { UploadFileArea, type UploadPhase } from '../../components/region-upload/upload-file-area.tsx';
import { useUploadProgress } from '../../components/region-upload/upload-progress.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { uploadPackage, useCurrentPackage } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { titledRegion } from '../../components/titled-region.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { Panel } from '../../components/panel/panel.tsx';
import { ProgressBar } from '../../components/progress-bar/progress-bar.tsx';

const LIMITS = managerPackage.MANAGER_PACKAGE_LIMITS;
type Row = managerPackage.ManagerPackageRow;
interface Fields { version: string; description?: string }

/**
 * /manage/list (spec 3 "Manager package"): version (at most 64), file and description, a progress bar,
 * and the current package. The button reads upload / uploading / uploaded and is disabled while the
 * upload runs; the upload gives up after 10 minutes; a 401 on the way ends the session (the API client).
 */
export default function ManagerPackagePage() {
  const { t } = useTranslation(['managerPackage', 'upload']);
  const { message } = App.useApp();
  const region = useCurrentRegion();
  const current = useCurrentPackage(region);
  const refresh = useRefreshEndpoints();
  const [form] = Form.useForm<Fields>();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const progress = useUploadProgress(1);
  // The upload in flight, so the operator can stop a long one (issue 26).
  const inFlight = useRef<AbortController | null>(null);

  const submit = async ({ version, description }: Fields) => {
    if (!file) {
      void message.error(t('upload:noFile'));
      return;
    }
    setPhase('uploading');
    progress.reset();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      await uploadPackage({ file, version, description: description ?? '', region, onProgress: (f) => progress.report('one', f), signal: controller.signal });
      progress.finish();
      setPhase('uploaded');
      void message.success(t('upload:uploadSuccess'));
    } catch (err) {
      progress.reset();
      setPhase('idle');
      if (controller.signal.aborted) void message.info(t('cancelled'));
      else void message.error(formRefusalText(form, err, t, { labelOf: (f) => ({ version: t('version'), description: t('description'), file: t('file') })[f] }));
    } finally {
      inFlight.current = null;
      void refresh([managerPackage.list], region);
    }
  };

  const pick = (picked: File) => {
    setFile(picked);
    setPhase('idle');
    progress.reset();
  };

  const busy = phase === 'uploading';
  const columns = [
    { title: t('fileName'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('version'), dataIndex: 'version', key: 'version' },
    { title: t('timeStr'), dataIndex: 'timeStr', key: 'timeStr', render: (v: string) => formatTime(v) },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <PageHeader />
      <Panel title={t('title')}>
        <Form<Fields> form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={(v) => void submit(v)} disabled={busy}>
          <Form.Item name="version" label={t('version')} rules={[
            { required: true, whitespace: true, message: t('versionRequired') },
            { max: LIMITS.versionMax, message: t('versionMax', { max: LIMITS.versionMax }) },
          ]}>
            <Input maxLength={LIMITS.versionMax} showCount />
          </Form.Item>
          <Form.Item label={t('file')} required>
            <UploadFileArea spec={managerPackage.upload.upload} maxLabel="1 GB" phase={phase} file={file} onPick={pick} disabled={busy} />
          </Form.Item>
          <Form.Item name="description" label={t('description')} rules={[{ max: LIMITS.descriptionMax }]}>
            <TextArea rows={3} maxLength={LIMITS.descriptionMax} />
          </Form.Item>
          {phase !== 'idle' && <ProgressBar percent={progress.percent} status={busy ? 'active' : 'success'} aria-label={t('progress')} />}
          <Space>
            <Button type="primary" htmlType="submit" icon={<UploadOutlined />} loading={busy} disabled={busy}>
              {t(`upload:phase.${phase}`)}
            </Button>
            {/* Outside the form's disabled state: the one thing to do while the upload runs. */}
            {busy && <Button danger disabled={false} onClick={() => inFlight.current?.abort()}>{t('cancelUpload')}</Button>}
          </Space>
        </Form>
      </Panel>
      <Panel title={t('current')} {...titledRegion(t('current'))}>
        <DataTable<Row> rowKey="fileName" columns={columns} rows={current.data ?? []} loading={current.isFetching}
          empty={current.error ? errorText(current.error) : t('none')} />
      </Panel>
    </Space>
  );
}
