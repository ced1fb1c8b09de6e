import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Modal, Space, Spin } from 'antd';
import { Input, Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { speedServers, type RegionName } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { RegionResults } from '../../components/region-records/region-results.tsx';
import { RegionsField } from '../../components/region-records/regions-field.tsx';
import { useMultiRegionSave } from '../../components/region-records/use-multi-region-save.ts';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { SPEED_SERVER_QUERIES, useSpeedServerInfo, type SpeedServerRow } from './api.ts';
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

/** What the dialog edits: a server of the list (read fresh with info) and the regions holding its copies. */
export interface EditedServer { id: number; copies: RecordCopies<SpeedServerRow> }

/**
 * Add a speed-test server to the chosen regions, under one uid, or edit it in the regions holding it (all by
 * default, each region's copy by its own id). Each region's outcome is shown; failed regions stay chosen to try
 * again. The secret is never shown; left empty on edit, each region keeps its own.
 */
export function SpeedServerDialog({ editing, onClose }: { editing: EditedServer | null; onClose: () => void }) {
  const info = useSpeedServerInfo(editing?.id);
  const { t } = useTranslation(['speedServers', 'common']);
  return (
    <Modal open title={t(editing ? 'editTitle' : 'addTitle')} footer={null} onCancel={onClose} destroyOnHidden mask={{ closable: false }} width={640}>
      {!editing && <SpeedServerForm onClose={onClose} />}
      {editing && info.isLoading && <Spin />}
      {editing && info.error && <Alert type="error" showIcon title={errorText(info.error)} />}
      {editing && info.data && <SpeedServerForm row={info.data} copies={editing.copies} onClose={onClose} />}
    </Modal>
  );
}

function SpeedServerForm({ row, copies, onClose }: { row?: SpeedServerRow; copies?: RecordCopies<SpeedServerRow>; onClose: () => void }) {
  const { t } = useTranslation(['speedServers', 'common']);
  const [form] = Form.useForm<Values>();
  const region = useCurrentRegion();
  // One uid for every region of this add, retries included, so the copies stay one record.
  const [uid] = useState(() => crypto.randomUUID());
  const add = useMultiRegionSave(speedServers.add, { refresh: SPEED_SERVER_QUERIES, form });
  const update = useMultiRegionSave(speedServers.update, { refresh: SPEED_SERVER_QUERIES, form });

  async function save(v: Values) {
    const fields = trimmed(v);
    const outcome = row && copies
      ? await update.send(v.regions, (r) => ({ id: copies.copyIn(r).id, ...fields }))
      : await add.send(v.regions, () => ({ ...fields, regions: v.regions, uid }));
    if (outcome.allDone) onClose();
  }

  const initialValues: Partial<Values> = row
    ? { ...row, secret: '', regions: copies?.holders ?? [] }
    : { regions: region ? [region] : [], uploadDuration: 15, downloadDuration: 15 };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={initialValues} aria-label={t(row ? 'editTitle' : 'addTitle')}>
      <RegionResults results={row ? update.results : add.results} />
      {TEXT_FIELDS.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(`field.${field.name}`)} rules={textRules(t, field)}
          extra={'url' in field ? t('urlHint') : undefined}>
          <Input maxLength={field.max} />
        </Form.Item>
      ))}
      <Form.Item name="secret" label={t('field.secret')} rules={secretRules(t, !row)} extra={row ? t('secretKeep') : undefined}>
        <Password maxLength={L.secretMax} autoComplete="new-password" placeholder={row ? t('secretKeepPlaceholder') : undefined} />
      </Form.Item>
      {DURATION_FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`field.${name}`)} rules={durationRules(t)}>
          <InputNumber precision={0} min={L.durationMin} max={L.durationMax} style={{ width: '100%' }} aria-label={t(`field.${name}`)} />
        </Form.Item>
      ))}
      <RegionsField label={row ? t('common:regionSave.saveIn') : t('field.regions')} offered={copies?.holders} />
      <Form.Item style={{ marginBottom: 0, textAlign: 'end' }}>
        <DialogButtons busy={add.busy || update.busy} onCancel={onClose} />
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
