import { Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gwn/contract';
import { useCaptcha } from './use-captcha.ts';
import { useMfaCodeDialog } from './mfa-code-dialog.tsx';
import { useSignIn, type SignInValues } from './use-sign-in.ts';

const CAPTCHA_BUTTON = { border: '1px solid #d9d9d9', borderRadius: 8, padding: 0, background: '#fff', cursor: 'pointer', height: 40, width: 120 } as const;

/** Login name, password, the captcha when the service asks for it, and the sign-in button; Enter submits. */
export function SignInForm() {
  const { t } = useTranslation('signIn');
  const captcha = useCaptcha();
  const mfa = useMfaCodeDialog();
  const { submit, submitting, notificationHolder } = useSignIn({ captcha, askMfaCode: mfa.ask });

  return (
    <>
      <Form<SignInValues> name="sign-in" size="large" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item name="account" rules={[{ required: true, whitespace: true, message: t('required.account') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('account')} aria-label={t('account')} autoComplete="username" maxLength={LIMITS.accountMax} />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('required.password') }]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('password')} aria-label={t('password')} autoComplete="current-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
        {captcha.visible && (
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <Form.Item name="validateCode" rules={[{ required: true, whitespace: true, message: t('required.validateCode') }]} style={{ flex: 1 }}>
              <Input prefix={<SafetyOutlined />} placeholder={t('validateCode')} aria-label={t('validateCode')} autoComplete="off" maxLength={16} />
            </Form.Item>
            <button type="button" title={t('refreshCaptcha')} onClick={() => void captcha.refresh()} style={CAPTCHA_BUTTON}>
              {captcha.captcha && <img src={captcha.captcha.image} alt={t('captchaImage')} style={{ height: 38, width: 118, display: 'block' }} />}
            </button>
          </div>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>{t('signIn')}</Button>
        </Form.Item>
      </Form>
      {mfa.dialog}
      {notificationHolder}
    </>
  );
}
