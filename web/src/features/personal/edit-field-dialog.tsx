import { App, Form, Modal, Select } from 'antd';
import { Input, Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { useCountries, useModify, useModifyEmail, useModifyName, useTimezones } from './api.ts';
import { useCountryNames } from './country-names.ts';

export type EditableField = 'name' | 'email' | 'company' | 'country' | 'timezone';
const MAX = LIMITS.userNameMax;

/** Edits one field of the operator's own settings; the e-mail needs the current password (spec 3 §5). */
/** Whose settings these are, as /account/show gave them: every edit names them (spec 3 §7). */
export interface OwnAccount { id: number; account: string }

export function EditFieldDialog({ field, value, owner, onClose }: { field: EditableField; value: string; owner: OwnAccount; onClose: () => void }) {
  const { t } = useTranslation(['personal', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value: string; password?: string }>();
  const modifyName = useModifyName();
  const modifyEmail = useModifyEmail();
  const modify = useModify();
  const countries = useCountries();
  const timezones = useTimezones();
  const countryName = useCountryNames();
  const saving = modifyName.isPending || modifyEmail.isPending || modify.isPending;

  const submit = async (v: { value: string; password?: string }) => {
    const next = v.value.trim();
    try {
      const who = { account: owner.account, id: owner.id };
      if (field === 'name') await modifyName.mutateAsync({ ...who, name: next });
      else if (field === 'email') await modifyEmail.mutateAsync({ ...who, email: next, password: await hashPassword(v.password ?? '') });
      else await modify.mutateAsync({ ...who, [field]: next });
      void message.success(t('saved'));
      onClose();
    } catch (err) {
      void message.error(formRefusalText(form, err, t, { labelOf: (f) => (f === 'password' ? t('currentPassword') : label), fieldOf: { [field]: 'value', name: 'value', email: 'value' } }));
    }
  };

  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  const label = t(`field.${field}`);
  return (
    <Modal open title={t('editTitle', { field: label })} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving} destroyOnHidden mask={{ closable: false }}>
      <Form form={form} layout="vertical" initialValues={{ value }} onFinish={(v) => void submit(v)} preserve={false}>
        {field === 'country' && (
          <Form.Item name="value" label={label} rules={[required]}>
            <Select showSearch optionFilterProp="label" loading={countries.isLoading}
              options={(countries.data ?? []).map(({ code }) => ({ value: code, label: countryName(code) }))
                .sort((a, b) => a.label.localeCompare(b.label))} />
          </Form.Item>
        )}
        {field === 'timezone' && (
          <Form.Item name="value" label={label} rules={[required]}>
            <Select showSearch optionFilterProp="label" loading={timezones.isLoading}
              options={(timezones.data ?? []).map(({ id, description }) => ({ value: id, label: description }))} />
          </Form.Item>
        )}
        {(field === 'name' || field === 'email' || field === 'company') && (
          <Form.Item name="value" label={label} rules={[
            ...(field === 'company' ? [] : [required]), { max: MAX, message: t('max', { max: MAX }) },
            ...(field === 'email' ? [{ type: 'email' as const, message: t('emailInvalid') }] : []),
          ]}>
            <Input maxLength={MAX} autoFocus />
          </Form.Item>
        )}
        {field === 'email' && (
          <Form.Item name="password" label={t('currentPassword')} extra={t('currentPasswordHint')} rules={[required]}>
            <Password autoComplete="current-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
