import { useState } from 'react';
import { App, Form, Modal } from 'antd';
import { Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { auth, isStrongPassword, LIMITS, RetCode } from '@gwn/contract/console';
import { apiOutcome } from '../../api/client.ts';
import { errorText } from '../../api/api-error.ts';
import { formRefusalText } from '../../components/form-refusal.ts';
import { hashPassword } from '../../lib/hash-password.ts';

interface Values { oldPassword: string; password: string; confirmPassword: string }

/** Codes with a wording of their own in this dialog (spec 1 §8); others show the server's message. */
const SPECIFIC_TEXTS: Record<number, string> = {
  [RetCode.OldPasswordWrong]: 'password.wrongOld', [RetCode.NewPasswordSameAsOld]: 'password.sameAsOld',
};

/** Change-password dialog (spec 1 §5): success logs the operator out after 1 s. */
export function ChangePasswordDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const required = { required: true, message: t('common:validation.required') };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const [oldPassword, password, confirmPassword] = await Promise.all(
        [values.oldPassword, values.password, values.confirmPassword].map(hashPassword),
      );
      const outcome = await apiOutcome(auth.resetPassword, { oldPassword, password, confirmPassword });
      if (outcome.retCode !== RetCode.Success) {
        const key = SPECIFIC_TEXTS[outcome.retCode];
        const labelOf = (f: string) => ({ oldPassword: t('password.old'), password: t('password.new'), confirmPassword: t('password.confirm') })[f];
        void message.error(key ? t(key) : formRefusalText(form, outcome, t, { labelOf }));
        return;
      }
      void message.success(t('password.changed'));
      onClose();
      setTimeout(onChanged, 1000);
    } catch (err) {
      void message.error(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="change-password">
        <Form.Item name="oldPassword" label={t('password.old')} rules={[required]}>
          <Password autoComplete="current-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={[required, {
            validator: (_, value: string | undefined) => (!value || isStrongPassword(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('common:validation.invalidPassword')))),
          }]}
          extra={t('password.rule', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        >
          <Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[required, ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => (!value || value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error(t('common:validation.passwordMismatch')))),
          })]}
        >
          <Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
