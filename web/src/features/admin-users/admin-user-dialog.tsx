import { App, Form, Modal, Select } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { Input, Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { LIMITS, type adminUsers } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { SERVER_ID, useAddUser, useEditUser, useRoleOptions } from './api.ts';
import { userRules } from './user-form-rules.ts';
import { useBuiltInRoleText } from '../../components/built-in-role-text.ts';

type Row = adminUsers.AdminUserRow;
interface Values {
  userName: string; account: string; userEmail: string; roleId: number; password?: string; confirmPassword?: string; active?: boolean;
}

/** Add or edit an admin user (spec 3 §5); passwords are hashed before they leave the browser. */
export function AdminUserDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const { t } = useTranslation(['adminUsers', 'common']);
  const builtIn = useBuiltInRoleText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions(open);
  const add = useAddUser();
  const edit = useEditUser();
  const rules = userRules(t);

  async function submit(v: Values) {
    const fields = { userName: v.userName.trim(), account: v.account.trim(), userEmail: v.userEmail.trim(), roleId: v.roleId, serverId: SERVER_ID };
    try {
      if (editing) {
        await edit.mutateAsync({ ...fields, userId: editing.id, active: v.active ? 1 : 0 });
      } else {
        const password = await hashPassword(v.password ?? '');
        await add.mutateAsync({ ...fields, password, confirmPassword: await hashPassword(v.confirmPassword ?? '') });
      }
      void message.success(t('saved'));
      onClose();
    } catch (err) {
      void message.error(formRefusalText(form, err, t, { labelOf: (f) => ({ userName: t('field.name'), userEmail: t('field.email'), account: t('field.account'), password: t('field.password'), confirmPassword: t('field.confirmPassword'), roleId: t('field.role'), active: t('field.status') })[f] }));
    }
  }

  const initial = editing
    ? { userName: editing.name, account: editing.account, userEmail: editing.email, roleId: editing.roleId, active: editing.active === 1 }
    : {};
  return (
    <Modal open={open} title={t(editing ? 'editTitle' : 'addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={add.isPending || edit.isPending} destroyOnHidden mask={{ closable: false }}>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false} initialValues={initial}>
        <Form.Item name="userName" label={t('field.name')} rules={rules.userName}><Input maxLength={LIMITS.userNameMax} /></Form.Item>
        <Form.Item name="userEmail" label={t('field.email')} rules={rules.userEmail}><Input maxLength={LIMITS.userNameMax} /></Form.Item>
        <Form.Item name="account" label={t('field.account')} rules={rules.account}><Input maxLength={LIMITS.accountMax} autoComplete="off" /></Form.Item>
        {!editing && (
          <>
            <Form.Item name="password" label={t('field.password')} rules={rules.password}>
              <Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" label={t('field.confirmPassword')} dependencies={['password']} rules={rules.confirmPassword}>
              <Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="roleId" label={t('field.role')} rules={rules.roleId}>
          <Select showSearch optionFilterProp="label" loading={roles.isLoading} options={(roles.data?.result ?? []).map((r) => ({ value: r.id, label: builtIn.name(r.roleName) }))} />
        </Form.Item>
        {editing && (
          <Form.Item name="active" label={t('field.status')} valuePropName="checked">
            <Switch checkedChildren={t('status.activated')} unCheckedChildren={t('status.inactivated')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
