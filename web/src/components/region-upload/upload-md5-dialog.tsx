import { App, Button, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Text } from '../text/text.tsx';
import { copyText } from '../../lib/copy-text.ts';

/** The MD5 with a copy button (copy success / copy error, spec 2 §8). */
function Md5Text({ md5 }: { md5: string }) {
  const { t } = useTranslation('upload');
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await copyText(md5);
      void message.success(t('copySuccess'));
    } catch {
      void message.error(t('copyError'));
    }
  };
  return (
    <Space>
      <Text code data-testid="upload-md5">{md5}</Text>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('copy')}>{t('copy')}</Button>
    </Space>
  );
}

/**
 * Shows the MD5 of an uploaded file: type success after an upload, warning when the file was
 * already there (20020). Returns a function for the caller to open it.
 */
export function useMd5Dialog() {
  const { t } = useTranslation('upload');
  const { modal } = App.useApp();
  return (kind: 'success' | 'warning', md5: string) => {
    const open = kind === 'success' ? modal.success : modal.warning;
    open({
      title: t(kind === 'success' ? 'uploadSuccess' : 'fileExists'),
      content: <Md5Text md5={md5} />,
      okText: t('common:ok'),
    });
  };
}
