import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/index.ts';
import { useLanguage } from '../lib/use-language.ts';

/** English / 简体中文; each name is shown in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  const items = LANGUAGES.map((l) => ({ key: l, label: t(`language.${l}`) }));
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [language], onClick: ({ key }) => void setLanguage(key === 'zh-CN' ? 'zh-CN' : 'en') }}
      trigger={['click']}
    >
      <Button type="text" icon={<TranslationOutlined />}>{t(`language.${language}`)}</Button>
    </Dropdown>
  );
}
