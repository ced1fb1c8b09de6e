import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { speedServers, type RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { failedRegions, type RegionResult } from '../../api/send-to-regions.ts';
import { RegionMultiSelect } from '../../components/region-multi-select.tsx';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { useAddSpeedServer, useEditSpeedServer, useSpeedServerInfo, type SpeedServerRow } from './api.ts';
import { DURATION_FIELDS, durationRules, secretRules, TEXT_FIELDS, textRules } from './speed-server-rules.ts';

const L = speedServers.SPEED_SERVER_LIMITS;

interface Values {
  name: string; serviceProvider: string; uploadUrl: string; pingUrl: string; downloadUrl: string; publicIp: string;
  secret?: string; uploadDuration: number; downloadDuration: number; regions: RegionName[];
}

const trimmed = (v: Values) => ({
  name: v.name.trim(), serviceProvider: v.serviceProvider.trim(), uploadUrl: v.uploadUrl.trim(), pingUrl: v.pingUrl.trim(),
  downloadUrl: v.downloadUrl.trim(), publicIp: v.publicIp.trim(), uploadDuration: v.uploadDuration, downloadDuration: v.downloadDuration,
  secret: (v.secret ?? '').trim(),
});

/**
 * Add a speed-test server to the chosen regions (one add per region, each region's outcome shown; failed regions
 * stay selected to try again) or edit one of the current region (read fresh with info; the secret is never shown,
 * and left empty it stays as stored).
 */
export function SpeedServerDialog({ editingId, onClose }: { editingId: number | null; onClose: () => void }) {
  const editing = editingId !== null;
  const info = useSpeedServerInfo(editingId ?? undefined);
  const { t } = useTranslation(['speedServers', 'common']);
  return (
    <Modal open title={t(editing ? 'editTitle' : 'addTitle')} footer={null} onCancel={onClose} destroyOnHidden mask={{ closable: false }} width={640}>
      {!editing && <SpeedServerForm onClose={onClose} />}
      {editing && info.isLoading && <Spin />}
      {editing && info.error && <Alert type="error" showIcon title={errorText(info.error)} />}
      {editing && info.data && <SpeedServerForm row={info.data} onClose={onClose} />}
    </Modal>
  );
}

function SpeedServerForm({ row, onClose }: { row?: SpeedServerRow; onClose: () => void }) {
  const { t } = useTranslation(['speedServers', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const region = useCurrentRegion();
  const add = useAddSpeedServer();
  const edit = useEditSpeedServer();
  const [adding, setAdding] = useState(false);
  const [results, setResults] = useState<RegionResult<unknown>[]>([]);
  const regionName = (r: RegionName) => t(`common:region.${r}`);

  async function save(v: Values) {
    const fields = trimmed(v);
    if (row) {
      try {
        await edit.mutateAsync({ id: row.id, ...fields });
        void message.success(t('saved'));
        onClose();
      } catch (err) {
        void message.error(errorText(err));
      }
      return;
    }
    setAdding(true);
    const outcome = await add(fields, v.regions);
    setAdding(false);
    const failed = failedRegions(outcome);
    if (failed.length === 0) {
      void message.success(t('addedTo', { regions: v.regions.map(regionName).join(', ') }));
      onClose();
      return;
    }
    setResults(outcome);
    form.setFieldValue('regions', failed);
  }

  const initialValues: Partial<Values> = row
    ? { ...row, secret: '' }
    : { regions: region ? [region] : [], uploadDuration: 15, downloadDuration: 15 };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={initialValues} aria-label={t(row ? 'editTitle' : 'addTitle')}>
      {results.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('regionResults')} description={(
          <ul aria-label={t('regionResults')} style={{ margin: 0, paddingInlineStart: 16 }}>
            {results.map((r) => <li key={r.region}>{`${regionName(r.region)}: ${r.ok ? t('addedHere') : r.msg}`}</li>)}
          </ul>
        )} />
      )}
      {TEXT_FIELDS.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(`field.${field.name}`)} rules={textRules(t, field)}
          extra={'url' in field ? t('urlHint') : undefined}>
          <Input maxLength={field.max} />
        </Form.Item>
      ))}
      <Form.Item name="secret" label={t('field.secret')} rules={secretRules(t, !row)} extra={row ? t('secretKeep') : undefined}>
        <Input.Password maxLength={L.secretMax} autoComplete="new-password" placeholder={row ? t('secretKeepPlaceholder') : undefined} />
      </Form.Item>
      {DURATION_FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`field.${name}`)} rules={durationRules(t)}>
          <InputNumber precision={0} min={L.durationMin} max={L.durationMax} style={{ width: '100%' }} aria-label={t(`field.${name}`)} />
        </Form.Item>
      ))}
      {!row && (
        <Form.Item name="regions" label={t('field.regions')} rules={[{ required: true, type: 'array', min: 1, message: t('common:validation.required') }]}>
          <RegionMultiSelect aria-label={t('field.regions')} />
        </Form.Item>
      )}
      <Form.Item style={{ marginBottom: 0, textAlign: 'end' }}>
        <DialogButtons busy={adding || edit.isPending} onCancel={onClose} />
      </Form.Item>
    </Form>
  );
}

function DialogButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Space>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={busy}>{t('save')}</Button>
    </Space>
  );
}
