import { useCallback, useRef, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gwn/contract';

const SIX_DIGITS = new RegExp(`^\\d{${LIMITS.mfaCodeLength}}$`);

/** Asks for the six-digit code of the operator's authenticator; `ask()` resolves with it, or null when cancelled. */
export function useMfaCodeDialog() {
  const { t } = useTranslation(['signIn', 'common']);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((code: string | null) => void) | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  const ask = useCallback(() => new Promise<string | null>((resolve) => {
    resolver.current = resolve;
    setOpen(true);
  }), []);

  const finish = (code: string | null) => {
    setOpen(false);
    resolver.current?.(code);
    resolver.current = null;
  };

  const dialog = (
    <Modal
      open={open}
      title={t('mfa.title')}
      okText={t('signIn')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={() => finish(null)}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ code }) => finish(code.trim())}>
        <Form.Item
          name="code"
          label={t('mfa.label')}
          rules={[{
            validator: (_, value: string | undefined) => (SIX_DIGITS.test((value ?? '').trim())
              ? Promise.resolve()
              : Promise.reject(new Error(t('common:validation.mfaCode')))),
          }]}
        >
          <Input autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.mfaCodeLength} aria-label={t('mfa.label')} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { ask, dialog };
}
