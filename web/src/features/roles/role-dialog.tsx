import { useState } from 'react';
import { Alert, App, Button, Form, Modal, Space, Spin } from 'antd';
import { Input, TextArea } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { LIMITS, type roles } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { useRoleTree, useSaveRole } from './api.ts';
import { RoleMenuEditor } from './role-menu-editor.tsx';
import { initialSelection, parentsWithoutChild } from './role-selection.ts';

interface Values { roleName: string; description?: string }

/** Add or edit a role: its name, description and the menus and actions it grants (spec 3 §4–§5). */
export function RoleDialog({ open, editing, onClose }: { open: boolean; editing: roles.RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation(['roles', 'common', 'menu']);
  const tree = useRoleTree(editing?.id, open);
  return (
    <Modal open={open} title={t(editing ? 'editTitle' : 'addTitle')} footer={null} onCancel={onClose} destroyOnHidden width={820} mask={{ closable: false }}>
      {tree.data ? <RoleForm nodes={tree.data.menus} editing={editing} onClose={onClose} /> : <Spin />}
    </Modal>
  );
}

function RoleForm({ nodes, editing, onClose }: { nodes: roles.RoleMenuNode[]; editing: roles.RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation(['roles', 'common', 'menu']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveRole();
  const [selection, setSelection] = useState(() => initialSelection(nodes));
  const [checkboxError, setCheckboxError] = useState<string[]>([]);

  async function submit(v: Values) {
    const lonely = parentsWithoutChild(nodes, selection);
    setCheckboxError(lonely);
    if (lonely.length) return;
    try {
      await save.mutateAsync({ id: editing?.id, roleName: v.roleName.trim(), description: (v.description ?? '').trim(), resourceKeyList: [...selection] });
      void message.success(t('saved'));
      onClose();
    } catch (err) {
      void message.error(formRefusalText(form, err, t, { labelOf: (f) => t(`field.${f}`, { defaultValue: '' }) || undefined }));
    }
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}
      initialValues={editing ? { roleName: editing.roleName, description: editing.description } : {}}>
      <Form.Item name="roleName" label={t('field.roleName')} rules={[
        { required: true, whitespace: true, message: t('common:validation.required') },
        { max: LIMITS.roleNameMax, message: t('max', { max: LIMITS.roleNameMax }) },
      ]}>
        <Input maxLength={LIMITS.roleNameMax} />
      </Form.Item>
      <Form.Item name="description" label={t('field.description')} rules={[{ max: 255, message: t('max', { max: 255 }) }]}>
        <TextArea maxLength={255} rows={2} />
      </Form.Item>
      <Form.Item label={t('field.menus')}>
        <RoleMenuEditor nodes={nodes} value={selection} onChange={(next) => { setSelection(next); setCheckboxError([]); }} />
      </Form.Item>
      {checkboxError.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }}
          title={t('checkboxError', { menus: checkboxError.map((id) => t(`menu:${id}`)).join(', ') })} />
      )}
      <div style={{ textAlign: 'right' }}>
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>
        </Space>
      </div>
    </Form>
  );
}
