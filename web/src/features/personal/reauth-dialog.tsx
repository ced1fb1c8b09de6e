import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { Password } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { ApiCallError, errorText } from '../../api/api-error.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { confirmWithSecurityKey, type IdentityProof } from './api.ts';
import { Paragraph } from '../../components/text/text.tsx';

interface ReauthDialogProps {
  title: string;
  /** What the change does, shown above the password. */
  children?: ReactNode;
  okText: string;
  /** The operator's factor is FIDO2: they may confirm with a key instead of the password. */
  keyAllowed: boolean;
  /** Sends the change with the proof; a refusal (a wrong password, 1110028) throws and keeps the dialog open. */
  onConfirm: (proof: IdentityProof) => Promise<void>;
  onClose: () => void;
}

/**
 * Re-authentication (issue #23): a change to what protects the account — the second factor, a security
 * key — asks for the current password, or a touch of one of the operator's keys. A refusal is said inside
 * the dialog, which stays open; success closes it (the caller says so).
 */
export function ReauthDialog({ title, children, okText, keyAllowed, onConfirm, onClose }: ReauthDialogProps) {
  const { t } = useTranslation(['personal', 'common']);
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (proofOf: () => Promise<IdentityProof>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm(await proofOf());
      onClose();
    } catch (err) {
      // A browser refusal (the key cancelled or timed out) is no service error: say what to do.
      setRefusal(err instanceof ApiCallError ? errorText(err) : t('mfa.keyFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={title} okText={okText} cancelText={t('common:cancel')} okButtonProps={{ danger: true }}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden mask={{ closable: false }}>
      {children && <Paragraph>{children}</Paragraph>}
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" preserve={false}
        onFinish={(v) => void run(async () => ({ password: await hashPassword(v.password) }))}>
        <Form.Item name="password" label={t('reauth.password')} extra={t('reauth.hint')}
          rules={[{ required: true, message: t('reauth.required') }]}>
          <Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
      {keyAllowed && (
        <Button block disabled={busy} onClick={() => void run(confirmWithSecurityKey)}>{t('reauth.useKey')}</Button>
      )}
    </Modal>
  );
}
