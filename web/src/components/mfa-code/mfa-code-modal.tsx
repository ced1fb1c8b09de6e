import { useState } from 'react';
import { Alert, Button, Form, Modal, Space } from 'antd';
import { Input } from '../inputs.ts';
import { useTranslation } from 'react-i18next';
import { LIMITS, personal } from '@gwn/contract/console';
import { AntdProvider } from '../antd-provider.tsx';
import { Paragraph } from '../text/text.tsx';

const SIX_DIGITS = new RegExp(`^\\d{${LIMITS.mfaCodeLength}}$`);

export type SecondFactorAnswer = { code: string } | { recoveryCode: string } | { webauthn: Record<string, unknown> };

export interface SecondFactorRequest {
  clientType: number;
  /**
   * Tries an answer: resolves with the message to show when it was refused and another try makes
   * sense, or null when the dialog should close (signed in, or a failure shown elsewhere).
   */
  attempt: (answer: SecondFactorAnswer) => Promise<string | null>;
  /** FIDO2: the browser ceremony with the key (startAuthentication); throws when the user cancels. */
  signWithKey?: () => Promise<Record<string, unknown>>;
}

type Mode = 'code' | 'key' | 'recovery';

/** The second step of sign-in (spec 1 §5: exactly six digits, 'Please enter the six-digit code.'). */
export default function MfaCodeModal({ request, onClose }: { request: SecondFactorRequest; onClose: () => void }) {
  const { t } = useTranslation(['signIn', 'common']);
  const [form] = Form.useForm<{ code?: string; recoveryCode?: string }>();
  const [mode, setMode] = useState<Mode>(request.clientType === personal.MFA_TYPES.fido ? 'key' : 'code');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const tryAnswer = async (answer: () => Promise<SecondFactorAnswer>) => {
    setBusy(true);
    setRefusal(null);
    try {
      const refused = await request.attempt(await answer());
      if (refused === null) onClose();
      else {
        setRefusal(refused);
        form.resetFields();
      }
    } catch {
      setRefusal(t('mfa.keyFailed'));
    } finally {
      setBusy(false);
    }
  };

  const onFinish = (v: { code?: string; recoveryCode?: string }) => void tryAnswer(async () => (mode === 'recovery'
    ? { recoveryCode: (v.recoveryCode ?? '').trim() } : { code: (v.code ?? '').trim() }));
  const useKey = () => void tryAnswer(async () => ({ webauthn: await request.signWithKey!() }));
  const switchTo = (next: Mode) => { setRefusal(null); setMode(next); };

  return (
    <AntdProvider>
      <Modal open title={t('mfa.title')} onCancel={onClose} destroyOnHidden mask={{ closable: false }}
        footer={mode === 'key' ? null : undefined} okText={t('signIn')} cancelText={t('common:cancel')}
        onOk={() => form.submit()} confirmLoading={busy}>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="mfa-refusal" />}
        {mode === 'key' ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Paragraph>{t('mfa.keyPrompt')}</Paragraph>
            <Button type="primary" block loading={busy} onClick={useKey}>{t('mfa.useKey')}</Button>
          </Space>
        ) : (
          <Form form={form} layout="vertical" onFinish={onFinish}>
            {mode === 'code' ? (
              <Form.Item name="code" label={t('mfa.label')} rules={[{
                validator: (_, value: string | undefined) => (SIX_DIGITS.test((value ?? '').trim())
                  ? Promise.resolve() : Promise.reject(new Error(t('common:validation.mfaCode')))),
              }]}>
                <Input autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.mfaCodeLength} />
              </Form.Item>
            ) : (
              <Form.Item name="recoveryCode" label={t('mfa.recoveryLabel')} rules={[{ required: true, whitespace: true, message: t('mfa.recoveryRule') }]}>
                <Input autoFocus autoComplete="off" maxLength={32} />
              </Form.Item>
            )}
          </Form>
        )}
        <Space wrap>
          {mode !== 'recovery' && <Button type="link" onClick={() => switchTo('recovery')}>{t('mfa.useRecovery')}</Button>}
          {mode === 'recovery' && request.clientType !== personal.MFA_TYPES.fido && <Button type="link" onClick={() => switchTo('code')}>{t('mfa.useCode')}</Button>}
          {mode === 'recovery' && request.clientType === personal.MFA_TYPES.fido && <Button type="link" onClick={() => switchTo('key')}>{t('mfa.useKey')}</Button>}
        </Space>
      </Modal>
    </AntdProvider>
  );
}
