import { useState } from 'react';
import { Dropdown, Button, type MenuProps } from 'antd';
import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStored } from '../../lib/session-storage.ts';
import { SCREEN_ROUTES } from '../routes.tsx';
import { useLogout } from './use-logout.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

/** Its own chunk, loaded when first asked for: antd's Form (~15 kB gzip) stays out of the shell (issue 27). */
const ChangePasswordDialog = lazyDialog(() => import('./change-password-dialog.tsx').then((m) => m.ChangePasswordDialog));

/** "Personal information" appears once the /personal screen is in the route table. */
const hasPersonalScreen = SCREEN_ROUTES.some((r) => r.path === 'personal');

/** The operator's name with Personal information, Change password and Log out (spec 1 §2). */
export function UserMenu() {
  const { t } = useTranslation(['shell', 'menu']);
  const name = useStored('mainName');
  const navigate = useNavigate();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);

  const items: MenuProps['items'] = [
    ...(hasPersonalScreen ? [{ key: 'personal', icon: <UserOutlined />, label: t('menu:personalInformation') }] : []),
    { key: 'password', icon: <LockOutlined />, label: t('menu:changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personal') void navigate('/personal');
    if (key === 'password') setChangingPassword(true);
    if (key === 'logout') void logout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" icon={<UserOutlined />} aria-label={t('header.userMenu')}>
          {name} <DownOutlined />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} onChanged={() => void logout()} />
    </>
  );
}
