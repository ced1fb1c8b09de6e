import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { personal } from '@gwn/contract/console';
import { contractLang } from '../../i18n/index.ts';
import { useDataLanguage } from '../../lib/use-data-language.ts';

type HelpKey = keyof typeof personal.HELP_LINKS;

/** The factor help links of spec 3 §7: pages of the product's docs served by the account service, in the operator's language. */
export function HelpLinks({ keys }: { keys: readonly HelpKey[] }) {
  const { t } = useTranslation('personal');
  const lang = contractLang(useDataLanguage());
  return (
    <Space wrap size="middle">
      {keys.map((key) => (
        <a key={key} href={personal.helpLink(key, lang)} target="_blank" rel="noreferrer">{t(`mfa.help.${key}`)}</a>
      ))}
    </Space>
  );
}
