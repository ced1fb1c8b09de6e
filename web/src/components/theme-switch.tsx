import { Button, Dropdown } from 'antd';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, useTheme, type ThemeChoice } from '../lib/theme.ts';

const ICONS: Record<ThemeChoice, React.ReactNode> = { system: <DesktopOutlined />, light: <SunOutlined />, dark: <MoonOutlined /> };

/** System / Light / Dark in the header; the choice is a preference of this browser (kept across reloads and sign-outs). */
export function ThemeSwitch() {
  const { t } = useTranslation('theme');
  const { choice, setChoice } = useTheme();
  const items = THEME_CHOICES.map((c) => ({ key: c, icon: ICONS[c], label: t(`choice.${c}`) }));
  const onClick = ({ key }: { key: string }) => setChoice(THEME_CHOICES.find((c) => c === key) ?? 'system');
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys: [choice], onClick }} trigger={['click']}>
      <Button type="text" icon={ICONS[choice]} aria-label={t('label', { choice: t(`choice.${choice}`) })} />
    </Dropdown>
  );
}
