import { App, Form, Modal } from 'antd';
import { Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { LIMITS, type adminUsers } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { useDeleteUser } from './api.ts';

/** Deleting a user asks for the operator's own password (spec 3 §5); a wrong one keeps the dialog open. */
export function DeleteUserDialog({ user, onClose }: { user: adminUsers.AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation(['adminUsers', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const remove = useDeleteUser();

  async function submit({ password }: { password: string }) {
    if (!user) return;
    try {
      await remove.mutateAsync({ userId: user.id, userEmail: user.email, password: await hashPassword(password) });
      void message.success(t('deleted'));
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  return (
    <Modal open={user !== null} title={t('deleteTitle', { name: user?.name ?? '' })} okText={t('common:ok')} cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }} onOk={() => form.submit()} onCancel={onClose} confirmLoading={remove.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item name="password" label={t('ownPassword')} rules={[{ required: true, whitespace: true, message: t('common:validation.required') }]}>
          <Password maxLength={LIMITS.passwordMax} autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
