import { Col, Form, InputNumber, Row, Select } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { Input, TextArea } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { deviceTypes, type RegionName } from '@gwn/contract/console';
import { RegionsField } from '../../components/region-records/regions-field.tsx';
import { deviceTypeRules } from './device-type-rules.ts';

const L = deviceTypes.DEVICE_TYPE_LIMITS;

/**
 * The fields of the add/edit dialog; in edit mode the key is fixed (spec 2 §4) and `regions` offers the regions
 * holding the device type, where the edit applies.
 */
export function DeviceTypeFields({ isEdit, regions }: { isEdit: boolean; regions: readonly RegionName[] }) {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const rules = deviceTypeRules(t);
  const half = { xs: 24, sm: 12 };
  const text = (name: keyof typeof rules, max: number, extra: { disabled?: boolean } = {}) => (
    <Col {...half}>
      <Form.Item name={name} label={t(`field.${name}`)} rules={rules[name]}>
        <Input maxLength={max} {...extra} />
      </Form.Item>
    </Col>
  );
  const flag = (name: 'forbidenBand4' | 'supportOutdoor' | 'wireless') => (
    <Col xs={8}>
      <Form.Item name={name} label={t(`field.${name}`)} valuePropName="checked"><Switch /></Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {text('deviceType', L.keyMax, { disabled: isEdit })}
      {text('deviceTypeName', L.nameMax)}
      <Col {...half}>
        <Form.Item name="deviceKinds" label={t('field.deviceKinds')} rules={rules.deviceKinds}>
          <Select options={deviceTypes.DEVICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="state" label={t('field.state')} rules={rules.state}>
          <Select options={deviceTypes.DEVICE_TYPE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />
        </Form.Item>
      </Col>
      {text('executeType', L.executeTypeMax)}
      <Col {...half}>
        <Form.Item name="ssidNumber" label={t('field.ssidNumber')} rules={rules.ssidNumber}>
          <InputNumber min={0} max={L.ssidNumberMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {text('minimumVersion', L.versionMax)}
      {text('recommendVersion', L.versionMax)}
      {text('betaVersion', L.versionMax)}
      <Col {...half}>
        {/* Text, not InputNumber: that one clamped 3000000000 to the maximum and dropped letters as they were typed, so
            the operator's number was changed and "Please enter a number" never showed (issue #25). */}
        <Form.Item name="order" label={t('field.order')} rules={rules.order}>
          <Input inputMode="numeric" />
        </Form.Item>
      </Col>
      {text('firmwareName', L.textMax)}
      {text('portalVersion', L.textMax)}
      <Col xs={24}>
        <Form.Item name="versionDesc" label={t('field.versionDesc')} rules={rules.versionDesc} extra={t('versionDescHint')}>
          <TextArea rows={3} maxLength={L.versionDescMax} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="customSettings" label={t('field.customSettings')} rules={rules.customSettings}>
          <TextArea rows={2} maxLength={L.customSettingsMax} />
        </Form.Item>
      </Col>
      {flag('forbidenBand4')}
      {flag('supportOutdoor')}
      {flag('wireless')}
      <Col xs={24}>
        <RegionsField label={isEdit ? t('common:regionSave.saveIn') : t('field.regions')} offered={regions} />
      </Col>
    </Row>
  );
}
