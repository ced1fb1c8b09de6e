import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { personal } from '@gwn/contract';

type HelpKey = keyof typeof personal.HELP_LINKS;

/** The factor help links of spec 3 §7: pages of the product's docs served by the account service. */
export function HelpLinks({ keys }: { keys: readonly HelpKey[] }) {
  const { t } = useTranslation('personal');
  return (
    <Space wrap size="middle">
      {keys.map((key) => (
        <a key={key} href={personal.HELP_LINKS[key]} target="_blank" rel="noreferrer">{t(`mfa.help.${key}`)}</a>
      ))}
    </Space>
  );
}
