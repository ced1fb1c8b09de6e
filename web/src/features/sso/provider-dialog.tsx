import { Alert, App, Button, Form, Modal, Select, Space } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { Input, Password } from '../../components/inputs.ts';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REGIONS, sso, type RegionName } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { useRoleOptions, useSaveProvider } from './api.ts';
import { Paragraph, Title } from '../../components/text/text.tsx';

const L = sso.SSO_LIMITS;

interface Values {
  name: string; issuer: string; clientId: string; clientSecret?: string; scopes: string; groupsClaim: string;
  roleMappings: { group: string; roleId?: number }[];
  regionMappings: { group: string; regions: RegionName[] }[];
  allowLocalPassword: boolean; trustProviderMfa: boolean; enabled: boolean;
}

const NEW_PROVIDER: Values = {
  name: '', issuer: 'https://', clientId: '', clientSecret: '', scopes: 'openid email profile groups', groupsClaim: 'groups',
  roleMappings: [{ group: '' }], regionMappings: [{ group: '', regions: ['US'] }],
  allowLocalPassword: false, trustProviderMfa: false, enabled: false,
};

/**
 * Add or edit an identity provider: where it is, our client there (the secret is never shown; left empty on edit,
 * the stored one is kept), which claim carries the groups, the group → role and group → regions mappings, and the
 * policy. The role list offers only roles the operator may grant (the no-escalation rule; the service checks too).
 */
export function ProviderDialog({ editing, onClose }: { editing: sso.ProviderRow | null; onClose: () => void }) {
  const { t } = useTranslation(['sso', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions(true);
  const save = useSaveProvider();
  const title = t(editing ? 'editTitle' : 'addTitle');
  const required = { required: true, whitespace: true, message: t('required') };

  async function submit(v: Values) {
    const fields = {
      name: v.name.trim(), issuer: v.issuer.trim(), clientId: v.clientId.trim(), scopes: v.scopes.trim(), groupsClaim: v.groupsClaim.trim(),
      roleMappings: v.roleMappings.filter((m) => m.group.trim() && m.roleId !== undefined).map((m) => ({ group: m.group.trim(), roleId: m.roleId! })),
      regionMappings: v.regionMappings.filter((m) => m.group.trim() && m.regions.length > 0).map((m) => ({ group: m.group.trim(), regions: m.regions })),
      allowLocalPassword: v.allowLocalPassword, trustProviderMfa: v.trustProviderMfa, enabled: v.enabled,
    };
    const secret = (v.clientSecret ?? '').trim();
    try {
      await save.mutateAsync(editing
        ? { edit: { id: editing.id, ...fields, ...(secret ? { clientSecret: secret } : {}) } }
        : { add: { ...fields, clientSecret: secret } });
      void message.success(t('saved'));
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  const initialValues: Values = editing ? { ...editing, clientSecret: '' } : NEW_PROVIDER;
  const regionOptions = REGIONS.map((r) => ({ value: r, label: t(`common:region.${r}`) }));

  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden mask={{ closable: false }} width={720}>
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)} aria-label={title}>
        <Form.Item name="name" label={t('field.name')} rules={[required]}><Input maxLength={L.nameMax} /></Form.Item>
        <Form.Item name="issuer" label={t('field.issuer')} extra={t('issuerHint')}
          rules={[required, { validator: (_r, v: string) => (sso.isIssuerUrl((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('issuerRule')))) }]}>
          <Input maxLength={L.urlMax} />
        </Form.Item>
        <Form.Item name="clientId" label={t('field.clientId')} rules={[required]}><Input maxLength={L.clientIdMax} /></Form.Item>
        <Form.Item name="clientSecret" label={t('field.clientSecret')} rules={editing ? [] : [required]} extra={editing ? t('secretKeep') : undefined}>
          <Password maxLength={L.clientSecretMax} autoComplete="new-password" placeholder={editing ? t('secretKeepPlaceholder') : undefined} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="scopes" label={t('field.scopes')} style={{ flex: 2, marginInlineEnd: 8 }}
            rules={[required, { validator: (_r, v: string) => ((v ?? '').split(/\s+/).includes('openid') ? Promise.resolve() : Promise.reject(new Error(t('scopesRule')))) }]}>
            <Input maxLength={L.scopesMax} />
          </Form.Item>
          <Form.Item name="groupsClaim" label={t('field.groupsClaim')} rules={[required]} style={{ flex: 1 }}><Input maxLength={L.claimMax} /></Form.Item>
        </Space.Compact>

        <Title level={5}>{t('roleMappings')}</Title>
        <Paragraph type="secondary">{t('roleMappingsHint')}</Paragraph>
        <Form.List name="roleMappings">
          {(items, { add, remove }) => (
            <>
              {items.map((item, i) => (
                <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[item.name, 'group']} rules={[required]}>
                    <Input placeholder={t('field.group')} aria-label={t('roleGroupN', { n: i + 1 })} maxLength={L.groupMax} style={{ width: 260 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'roleId']} rules={[{ required: true, message: t('required') }]}>
                    <Select placeholder={t('field.role')} aria-label={t('roleN', { n: i + 1 })} style={{ width: 260 }} loading={roles.isLoading}
                      options={(roles.data?.result ?? []).map((r) => ({ value: r.id, label: r.roleName }))} />
                  </Form.Item>
                  <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('removeMapping')} onClick={() => remove(item.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ group: '' })}>{t('addRoleMapping')}</Button>
            </>
          )}
        </Form.List>

        <Title level={5} style={{ marginTop: 16 }}>{t('regionMappings')}</Title>
        <Paragraph type="secondary">{t('regionMappingsHint')}</Paragraph>
        <Form.List name="regionMappings">
          {(items, { add, remove }) => (
            <>
              {items.map((item, i) => (
                <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[item.name, 'group']} rules={[required]}>
                    <Input placeholder={t('field.group')} aria-label={t('regionGroupN', { n: i + 1 })} maxLength={L.groupMax} style={{ width: 260 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'regions']} rules={[{ required: true, type: 'array', min: 1, message: t('required') }]}>
                    <Select mode="multiple" placeholder={t('field.regions')} aria-label={t('regionsN', { n: i + 1 })} style={{ width: 260 }} options={regionOptions} />
                  </Form.Item>
                  <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('removeMapping')} onClick={() => remove(item.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ group: '', regions: ['US'] })}>{t('addRegionMapping')}</Button>
            </>
          )}
        </Form.List>

        <Title level={5} style={{ marginTop: 16 }}>{t('policy')}</Title>
        <Form.Item name="allowLocalPassword" valuePropName="checked" label={t('field.allowLocalPassword')} extra={t('allowLocalPasswordHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="trustProviderMfa" valuePropName="checked" label={t('field.trustProviderMfa')} extra={t('trustProviderMfaHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" valuePropName="checked" label={t('field.enabled')} extra={t('enabledHint')}>
          <Switch />
        </Form.Item>
        <Alert type="warning" showIcon title={t('rootHint')} style={{ marginBottom: 16 }} />
        <Form.Item style={{ marginBottom: 0, textAlign: 'end' }}>
          <Space>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
