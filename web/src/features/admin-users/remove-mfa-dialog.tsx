import { App, Form, Modal } from 'antd';
import { Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import type { adminUsers } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { useCloseMfa } from './api.ts';
import { Paragraph } from '../../components/text/text.tsx';

/**
 * Removing another operator's second factor asks for the operator's own password, as deleting does
 * (re-authentication, issue #23); a wrong one (10024) keeps the dialog open.
 */
export function RemoveMfaDialog({ user, onClose }: { user: adminUsers.AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation(['adminUsers', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const closeMfa = useCloseMfa();
  // An abandoned setup (pending) is cleared by the same call; the dialog says which it is.
  const pending = user?.googleAuth === 2;

  async function submit({ password }: { password: string }) {
    if (!user) return;
    try {
      await closeMfa.mutateAsync({ id: user.id, password: await hashPassword(password) });
      void message.success(t('mfaRemoved'));
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  return (
    <Modal open={user !== null} title={t(pending ? 'pendingMfaTitle' : 'mfaTitle', { name: user?.name ?? '' })} okText={t('common:ok')} cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }} onOk={() => form.submit()} onCancel={onClose} confirmLoading={closeMfa.isPending} destroyOnHidden>
      <Paragraph>{t(pending ? 'pendingMfaConfirm' : 'mfaConfirm', { name: user?.name ?? '' })}</Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item name="password" label={t('ownPassword')} extra={t('mfaPasswordHint')}
          rules={[{ required: true, whitespace: true, message: t('common:validation.required') }]}>
          <Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
