import { useState } from 'react';
import { Form, Modal } from 'antd';
import { Input } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { remoteServers, type RegionName } from '@gwn/contract/console';
import { RegionResults } from '../../components/region-records/region-results.tsx';
import { RegionsField } from '../../components/region-records/regions-field.tsx';
import { useMultiRegionSave } from '../../components/region-records/use-multi-region-save.ts';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { REMOTE_SERVER_QUERIES } from './api.ts';

const MAX = remoteServers.REMOTE_SERVER_LIMITS.textMax;
type Row = remoteServers.RemoteServerRow;
interface Values { serviceRegion: string; zone: string; serverIp: string; regions: RegionName[] }
const FIELDS = ['serviceRegion', 'zone', 'serverIp'] as const;

/** The server being edited and the regions holding it. */
export interface EditedRemoteServer { row: Row; copies: RecordCopies<Row> }

/**
 * Add a remote server to the chosen regions under one uid, or edit it in the regions holding it, all by default
 * (each region's copy by its own id): three required texts of at most 64 characters, the address an IP address or
 * a host name, checked as the service does (spec 2 §5).
 */
export function RemoteServerDialog({ editing, onClose }: { editing: EditedRemoteServer | null; onClose: () => void }) {
  const { t } = useTranslation(['remoteServers', 'common']);
  const [form] = Form.useForm<Values>();
  const region = useCurrentRegion();
  // One uid for every region of this add, retries included, so the copies stay one record.
  const [uid] = useState(() => crypto.randomUUID());
  const add = useMultiRegionSave(remoteServers.add, { refresh: REMOTE_SERVER_QUERIES, form });
  const update = useMultiRegionSave(remoteServers.update, { refresh: REMOTE_SERVER_QUERIES, form });

  async function submit(v: Values) {
    const fields = { serviceRegion: v.serviceRegion.trim(), zone: v.zone.trim(), serverIp: v.serverIp.trim() };
    const outcome = editing
      ? await update.send(v.regions, (r) => ({ id: editing.copies.copyIn(r).id, ...fields }))
      : await add.send(v.regions, () => ({ ...fields, uid }));
    if (outcome.allDone) onClose();
  }

  const address = (_r: unknown, v?: string) =>
    (!v?.trim() || remoteServers.isHostOrAddress(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('invalidAddress'))));
  const initialValues: Partial<Values> = editing ? { ...editing.row, regions: editing.copies.holders } : { regions: region ? [region] : [] };

  return (
    <Modal open title={t(editing ? 'editTitle' : 'addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={add.busy || update.busy} destroyOnHidden mask={{ closable: false }}>
      <RegionResults results={editing ? update.results : add.results} />
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={initialValues}>
        {FIELDS.map((name) => (
          <Form.Item key={name} name={name} label={t(`field.${name}`)} rules={[
            { required: true, whitespace: true, message: t('common:validation.required') },
            { max: MAX, message: t('max', { max: MAX }) },
            ...(name === 'serverIp' ? [{ validator: address }] : []),
          ]}>
            <Input maxLength={MAX} />
          </Form.Item>
        ))}
        <RegionsField label={editing ? t('common:regionSave.saveIn') : t('regions')} offered={editing?.copies.holders} />
      </Form>
    </Modal>
  );
}
