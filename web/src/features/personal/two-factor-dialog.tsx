import { useRef, useState } from 'react';
import { Alert, App, Button, Form, Modal, Radio, Space, Steps } from 'antd';
import { Input, Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { personal, type personal as P } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { copyText } from '../../lib/copy-text.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { getGoogleAuth, registerSecurityKey, useCancelEnrolment, useSaveMfa } from './api.ts';
import { HelpLinks } from './help-links.tsx';
import { Paragraph, Text, Title } from '../../components/text/text.tsx';

type MfaType = P.MfaType;
interface CodeValues { secret: string; code1: string; code2: string; password: string }

const SIX_DIGITS = /^\d{6}$/;
const BASE32 = /^[A-Z2-7]{16,}=*$/;

/**
 * Turning two-factor on (spec 3 §4): choose the type, set it up, success with the ten recovery codes.
 * Setting up asks for the current password too (re-authentication, issue #23): turning it on issues recovery codes.
 * App (0): the service's QR image and secret; TOTP (1): the token's secret typed in; both confirmed with
 * two consecutive codes. FIDO2 (2): the browser registers a security key (named). Values are trimmed.
 * Fetching a QR or key options starts a pending enrolment at the service; closing the dialog before it
 * is done cancels it, so the user list does not show "pending" for an abandoned setup.
 */
export function TwoFactorDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation(['personal', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<CodeValues>();
  const [keyForm] = Form.useForm<{ password: string }>();
  const [step, setStep] = useState(0);
  const [type, setType] = useState<MfaType>(personal.MFA_TYPES.app);
  const [qr, setQr] = useState<{ url: string; secret: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[]>([]);
  const save = useSaveMfa();
  const cancelEnrolment = useCancelEnrolment();
  const started = useRef(false);
  const [keyName, setKeyName] = useState('');

  const close = () => {
    if (started.current && step < 2) void cancelEnrolment();
    onClose();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } catch (err) {
      setRefusal(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const toSetup = () => void run(async () => {
    if (type === personal.MFA_TYPES.app) {
      started.current = true;
      const auth = await getGoogleAuth();
      setQr(auth);
      form.setFieldsValue({ secret: auth.secret });
    }
    setStep(1);
  });

  const saved = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    setStep(2);
  };

  const submitCodes = (v: CodeValues) => void run(async () => {
    saved((await save.mutateAsync({
      authAccount: account, googleAuth: 1, clientType: type, secret: v.secret.trim(), code1: v.code1.trim(), code2: v.code2.trim(),
      password: await hashPassword(v.password),
    })).recoveryCodes);
  });

  const registerKey = ({ password }: { password: string }) => void run(async () => {
    let credential: Record<string, unknown>;
    try {
      started.current = true;
      credential = await registerSecurityKey();
    } catch (err) {
      // A browser refusal (cancelled, timed out) is no service error: say what to do.
      if (err instanceof Error && err.name !== 'ApiCallError' && !('retCode' in err)) throw new Error(t('mfa.keyFailed'));
      throw err;
    }
    saved((await save.mutateAsync({
      authAccount: account, googleAuth: 1, clientType: type, credential, keyName: keyName.trim(), password: await hashPassword(password),
    })).recoveryCodes);
  });

  const copyCodes = () => void copyText(codes.join('\n')).then(() => message.success(t('mfa.copied')), () => message.error(t('common:copyFailed')));
  const passwordItem = (
    <Form.Item name="password" label={t('reauth.password')} extra={t('reauth.enrolHint')} rules={[{ required: true, message: t('reauth.required') }]}>
      <Password autoComplete="current-password" />
    </Form.Item>
  );
  const codeRule = { validator: (_: unknown, v?: string) => (SIX_DIGITS.test((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('mfa.codeRule')))) };

  const footer = [
    step === 0 && <Button key="cancel" onClick={close}>{t('common:cancel')}</Button>,
    step === 0 && <Button key="next" type="primary" loading={busy} onClick={toSetup}>{t('mfa.next')}</Button>,
    step === 1 && <Button key="back" onClick={() => { setRefusal(null); setStep(0); }}>{t('mfa.back')}</Button>,
    step === 1 && type !== personal.MFA_TYPES.fido && <Button key="save" type="primary" loading={busy} onClick={() => form.submit()}>{t('common:ok')}</Button>,
    step === 2 && <Button key="copy" onClick={copyCodes}>{t('mfa.copy')}</Button>,
    step === 2 && <Button key="finish" type="primary" onClick={onClose}>{t('mfa.finish')}</Button>,
  ].filter(Boolean);

  return (
    <Modal open title={t('mfa.title')} onCancel={close} footer={footer} width={560} destroyOnHidden mask={{ closable: false }}>
      <Steps size="small" current={step} style={{ marginBottom: 16 }}
        items={[{ title: t('mfa.stepChoose') }, { title: t('mfa.stepSetup') }, { title: t('mfa.stepDone') }]} />
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} role="alert" />}
      {step === 0 && (
        <Radio.Group value={type} onChange={(e) => setType(e.target.value as MfaType)}>
          <Space direction="vertical">
            {([0, 1, 2] as const).map((value) => (
              <Radio key={value} value={value}>
                <strong>{t(`mfa.type.${value}`)}</strong> — <Text type="secondary">{t(`mfa.typeHint.${value}`)}</Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {step === 1 && type === personal.MFA_TYPES.fido && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Paragraph>{t('mfa.keyHint')}</Paragraph>
          <Input value={keyName} onChange={(e) => setKeyName(e.target.value)} maxLength={64} placeholder={t('mfa.keyName')} aria-label={t('mfa.keyName')} />
          <Form form={keyForm} layout="vertical" onFinish={registerKey} preserve={false}>
            {passwordItem}
            <Button type="primary" htmlType="submit" block loading={busy}>{t('mfa.registerKey')}</Button>
          </Form>
          <HelpLinks keys={['user_guide', 'instructions_manual']} />
        </Space>
      )}
      {step === 1 && type !== personal.MFA_TYPES.fido && (
        <Form<CodeValues> form={form} layout="vertical" onFinish={submitCodes} preserve={false}>
          {qr && (
            <div style={{ textAlign: 'center' }}>
              <Paragraph>{t('mfa.scan')}</Paragraph>
              <img src={qr.url} alt="QR" width={180} height={180} />
            </div>
          )}
          <Form.Item name="secret" label={t('mfa.secret')} extra={t('mfa.secretFormat')} rules={[
            { required: true, whitespace: true, message: t('mfa.secretRule') },
            { validator: (_, v?: string) => (!v?.trim() || BASE32.test(v.replace(/\s+/g, '').toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(t('mfa.secretFormat')))) },
          ]}>
            <Input readOnly={type === personal.MFA_TYPES.app} autoComplete="off" data-testid="mfa-secret" />
          </Form.Item>
          <Paragraph type="secondary">{t('mfa.codesHint')}</Paragraph>
          <Space>
            <Form.Item name="code1" label={t('mfa.code1')} rules={[codeRule]}>
              <Input inputMode="numeric" maxLength={8} autoComplete="one-time-code" />
            </Form.Item>
            <Form.Item name="code2" label={t('mfa.code2')} rules={[codeRule]}>
              <Input inputMode="numeric" maxLength={8} autoComplete="one-time-code" />
            </Form.Item>
          </Space>
          {passwordItem}
          <HelpLinks keys={type === personal.MFA_TYPES.app ? ['app_url', 'compatible_app', 'instructions_manual'] : ['how_to_get_secret', 'instructions_manual']} />
        </Form>
      )}
      {step === 2 && (
        <>
          <Alert type="success" showIcon title={t('mfa.success')} style={{ marginBottom: 12 }} />
          <Title level={5}>{t('mfa.recoveryTitle')}</Title>
          <Paragraph type="secondary">{t('mfa.recoveryHint')}</Paragraph>
          <pre data-testid="recovery-codes" style={{ columns: 2, fontSize: 14 }}>{codes.join('\n')}</pre>
        </>
      )}
    </Modal>
  );
}
