import { useState } from 'react';
import { Alert, App, Button, Form, Modal, Radio, Space } from 'antd';
import { TextArea } from '../../components/inputs.ts';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cryptoTool } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { copyText } from '../../lib/copy-text.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { useCryptoTool } from './crypto-api.ts';

interface Values { content: string; type: 1 | 2; encryptMode: cryptoTool.EncryptMode }

/**
 * The crypto tool of the maintenance page (spec 2 screen 11): encrypt or decrypt a text with the current
 * region's key, in one of three text forms. A failure clears the result and says why (40010: decryption failed).
 */
export function CryptoToolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['cryptoTool', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const region = useCurrentRegion();
  const run = useCryptoTool();
  const [result, setResult] = useState('');
  const [error, setError] = useState('');
  const type = Form.useWatch('type', form) ?? 1;
  const mode = Form.useWatch('encryptMode', form) ?? 'aes';

  async function submit(v: Values) {
    setResult('');
    setError('');
    try {
      setResult((await run.mutateAsync({ content: v.content, type: v.type, encryptMode: v.encryptMode })).result);
    } catch (err) {
      setError(formRefusalText(form, err, t, { labelOf: (f) => ({ content: t(v.type === 1 ? 'plainText' : 'cipherText'), type: t('type'), encryptMode: t('mode') })[f] }));
    }
  }

  const copy = async () => {
    try {
      await copyText(result);
      void message.success(t('copySuccess'));
    } catch {
      void message.error(t('copyError'));
    }
  };
  const close = () => { setResult(''); setError(''); onClose(); };
  const max = type === 1 ? cryptoTool.CRYPTO_LIMITS.plainMax : cryptoTool.CRYPTO_LIMITS.cipherMax;

  return (
    <Modal open={open} title={t('title')} onCancel={close} destroyOnHidden width={640} mask={{ closable: false }}
      footer={<Button onClick={close}>{t('close')}</Button>}>
      <Form<Values> form={form} layout="vertical" initialValues={{ type: 1, encryptMode: 'aes' }} onFinish={(v) => void submit(v)}
        onValuesChange={() => { setResult(''); setError(''); }}>
        <Form.Item name="type" label={t('type')}>
          <Radio.Group optionType="button" options={[{ value: 1, label: t('encrypt') }, { value: 2, label: t('decrypt') }]} />
        </Form.Item>
        <Form.Item name="encryptMode" label={t('mode')} extra={t(`modeHint.${mode}`)}>
          <Radio.Group options={cryptoTool.ENCRYPT_MODES.map((m) => ({ value: m, label: t(`modeName.${m}`) }))} />
        </Form.Item>
        <Form.Item name="content" label={t(type === 1 ? 'plainText' : 'cipherText')}
          rules={[{ required: true, message: t('common:validation.required') }, { max, message: t('max', { max }) }]}>
          <TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={max} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={run.isPending}>{t(type === 1 ? 'encrypt' : 'decrypt')}</Button>
          <span>{t('regionKey', { region: region ? t(`common:region.${region}`) : '' })}</span>
        </Space>
      </Form>
      {error && <Alert style={{ marginTop: 16 }} type="error" showIcon title={error} />}
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label={t('result')}>
          <Space.Compact style={{ width: '100%' }}>
            <TextArea readOnly value={result} aria-label={t('result')} autoSize={{ minRows: 2, maxRows: 8 }} />
            <Button icon={<CopyOutlined />} disabled={!result} onClick={() => void copy()} aria-label={t('copy')} />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
