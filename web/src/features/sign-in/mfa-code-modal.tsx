import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gwn/contract';
import { AntdProvider } from '../../components/antd-provider.tsx';

const SIX_DIGITS = new RegExp(`^\\d{${LIMITS.mfaCodeLength}}$`);

interface Props { onCode: (code: string) => void; onCancel: () => void }

/** The six-digit code prompt (spec 1 §5: exactly six digits, 'Please enter the six-digit code.'). */
export default function MfaCodeModal({ onCode, onCancel }: Props) {
  const { t } = useTranslation(['signIn', 'common']);
  const [form] = Form.useForm<{ code: string }>();
  return (
    <AntdProvider>
      <Modal open title={t('mfa.title')} okText={t('signIn')} cancelText={t('common:cancel')} onOk={() => form.submit()} onCancel={onCancel}>
        <Form form={form} layout="vertical" onFinish={({ code }) => onCode(code.trim())}>
          <Form.Item
            name="code"
            label={t('mfa.label')}
            rules={[{
              validator: (_, value: string | undefined) => (SIX_DIGITS.test((value ?? '').trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('common:validation.mfaCode')))),
            }]}
          >
            <Input autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.mfaCodeLength} />
          </Form.Item>
        </Form>
      </Modal>
    </AntdProvider>
  );
}
