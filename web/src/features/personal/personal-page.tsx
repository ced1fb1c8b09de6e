import { useState } from 'react';
import { App, Button, Space, Spin } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../app/layout/use-logout.ts';
import { useCloseMfa, useProfile } from './api.ts';
import { useCountryNames } from './country-names.ts';
import type { EditableField } from './edit-field-dialog.tsx';
import { HelpLinks } from './help-links.tsx';
import { SecurityKeys } from './security-keys.tsx';
import { SessionsCard } from '../../components/sessions/sessions-card.tsx';
import { useBuiltInRoleText } from '../../components/built-in-role-text.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Panel } from '../../components/panel/panel.tsx';
import { Text } from '../../components/text/text.tsx';
import { Tag } from '../../components/tag/tag.tsx';
import { Details } from '../../components/details/index.ts';

const ChangePasswordDialog = lazyDialog(() => import('../../app/layout/change-password-dialog.tsx').then((m) => m.ChangePasswordDialog));
const EditFieldDialog = lazyDialog(() => import('./edit-field-dialog.tsx').then((m) => m.EditFieldDialog));
const ReauthDialog = lazyDialog(() => import('./reauth-dialog.tsx').then((m) => m.ReauthDialog));
const TwoFactorDialog = lazyDialog(() => import('./two-factor-dialog.tsx').then((m) => m.TwoFactorDialog));

/** /personal (spec 3 "Personal settings"): basic information, password, two-factor, role, enterprise binding address. */
export default function PersonalPage() {
  const { t } = useTranslation(['personal', 'common']);
  const { message } = App.useApp();
  const profile = useProfile();
  const closeMfa = useCloseMfa();
  const logout = useLogout();
  const countryName = useCountryNames();
  const [editing, setEditing] = useState<EditableField | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  const [removing, setRemoving] = useState(false);
  const builtIn = useBuiltInRoleText();

  if (!profile.data) return <Spin spinning={profile.isLoading}><Panel title={t('title')} /></Spin>;
  const { account, timezone, roleName, bindingAddress, recoveryCodesLeft } = profile.data;
  const mfaOn = account.googleAuth === 1;
  const mfaPending = account.googleAuth === 2;
  const keysOn = mfaOn && account.clientType === 2;

  const editButton = (field: EditableField) => (
    <Button type="link" size="small" icon={<EditOutlined />} aria-label={`${t('edit')} ${t(`field.${field}`)}`} onClick={() => setEditing(field)} />
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Panel title={t('basic')}>
        <Details bordered items={[
          { label: t('field.name'), children: <>{account.name} {editButton('name')}</> },
          { label: t('field.email'), children: <>{account.email} {editButton('email')}</> },
          { label: t('field.account'), children: account.account },
          {
            label: t('field.password'),
            children: <>******** <Button type="link" size="small" onClick={() => setChangingPassword(true)}>{t('changePassword')}</Button></>,
          },
          { label: t('field.company'), children: <>{account.company || t('notSet')} {editButton('company')}</> },
          { label: t('field.country'), children: <>{countryName(account.country) || t('notSet')} {editButton('country')}</> },
          { label: t('field.timezone'), children: <>{timezone.description || t('notSet')} {editButton('timezone')}</> },
          { label: t('field.role'), children: builtIn.name(roleName) },
          { label: t('field.bindingAddress'), children: bindingAddress },
        ]} />
      </Panel>

      <Panel title={t('mfa.title')} data-testid="two-factor-card">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            {mfaOn
              ? <Tag color="green">{t('mfa.on', { type: t(`mfa.type.${account.clientType}`) })}</Tag>
              : <Tag color={mfaPending ? 'orange' : undefined}>{t(mfaPending ? 'mfa.pending' : 'mfa.off')}</Tag>}
            {mfaOn && <Text type="secondary">{t('mfa.recoveryLeft', { count: recoveryCodesLeft })}</Text>}
          </Space>
          {keysOn && <SecurityKeys />}
          {mfaOn
            ? <Button danger onClick={() => setRemoving(true)}>{t('mfa.remove')}</Button>
            : <Button type="primary" onClick={() => setEnrolling(true)}>{t('mfa.enable')}</Button>}
          <HelpLinks keys={['instructions_manual']} />
        </Space>
      </Panel>

      <SessionsCard />

      {editing && <EditFieldDialog field={editing} value={editing === 'timezone' ? account.timezone : account[editing]} owner={account} onClose={() => setEditing(null)} />}
      {enrolling && <TwoFactorDialog account={account.account} onClose={() => setEnrolling(false)} />}
      {removing && (
        <ReauthDialog title={t('reauth.removeTitle')} okText={t('mfa.remove')} keyAllowed={keysOn} onClose={() => setRemoving(false)}
          onConfirm={async (proof) => { await closeMfa.mutateAsync(proof); void message.success(t('mfa.removed')); }}>
          {t('mfa.removeConfirm')}
        </ReauthDialog>
      )}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} onChanged={() => void logout()} />
    </Space>
  );
}
