import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { remoteServers } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { useSaveRemoteServer } from './api.ts';

const MAX = remoteServers.REMOTE_SERVER_LIMITS.textMax;
type Row = remoteServers.RemoteServerRow;
interface Values { serviceRegion: string; zone: string; serverIp: string }
const FIELDS = ['serviceRegion', 'zone', 'serverIp'] as const;

/** Add or edit one remote server: three required texts of at most 64 characters (spec 2 §5). */
export function RemoteServerDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const { t } = useTranslation(['remoteServers', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveRemoteServer();

  async function submit(v: Values) {
    try {
      await save.mutateAsync({ id: editing?.id, serviceRegion: v.serviceRegion.trim(), zone: v.zone.trim(), serverIp: v.serverIp.trim() });
      void message.success(t('saved'));
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  return (
    <Modal open={open} title={t(editing ? 'editTitle' : 'addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.isPending} destroyOnHidden mask={{ closable: false }}>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false} initialValues={editing ?? {}}>
        {FIELDS.map((name) => (
          <Form.Item key={name} name={name} label={t(`field.${name}`)} rules={[
            { required: true, whitespace: true, message: t('common:validation.required') },
            { max: MAX, message: t('max', { max: MAX }) },
          ]}>
            <Input maxLength={MAX} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
