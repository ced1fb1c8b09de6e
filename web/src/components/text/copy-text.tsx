import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy-text.ts';
import { classNames } from '../../lib/class-names.ts';
import { Text } from './text.tsx';

interface CopyTextProps {
  children: string;
  code?: boolean;
  /** A paragraph (a block of its own) rather than a piece of a line. */
  block?: boolean;
  /** The button's tooltip before and after copying; "Copy" and "Copied" by default. */
  tooltips?: [string, string];
  'data-testid'?: string;
}

/** A value with a copy button after it, as antd's `copyable` Typography: a tick and "Copied" for 3 s once copied. */
export function CopyText({ children, code, block, tooltips, 'data-testid': testId }: CopyTextProps) {
  const { t } = useTranslation('common');
  const [copy, copied] = tooltips ?? [t('copy'), t('copied')];
  const [done, setDone] = useState<boolean | 'failed'>(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), 3000);
    return () => clearTimeout(timer);
  }, [done]);
  const button = (
    <Tooltip title={done === 'failed' ? t('copyFailed') : done ? copied : copy}>
      <button type="button" aria-label={copy} className={classNames('copy-text-button', done === true && 'copy-text-done')}
        onClick={() => copyText(children).then(() => setDone(true), () => setDone('failed'))}>
        {done === true ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </Tooltip>
  );
  const value = <Text code={code}>{children}</Text>;
  return block
    ? <div className="text-paragraph" data-testid={testId}>{value}{button}</div>
    : <span data-testid={testId}>{value}{button}</span>;
}
