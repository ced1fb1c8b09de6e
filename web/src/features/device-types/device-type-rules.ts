import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { deviceTypes } from '@gwn/contract/console';

const L = deviceTypes.DEVICE_TYPE_LIMITS;

/** A number typed as text: "Please enter a number" for anything else, the range for one outside it; never changed. */
function wholeNumber(t: TFunction, min: number, max: number): FormRule {
  return {
    validator: async (_rule, value: string | number | undefined) => {
      const text = String(value ?? '').trim();
      if (text === '') return;
      if (!/^[+-]?\d+$/.test(text)) throw new Error(t('common:validation.number'));
      const n = Number(text);
      if (n < min || n > max) throw new Error(t('deviceTypes:validation.range', { min, max }));
    },
  };
}

/** Validation of the add/edit dialog (spec 2 §5), from the limits the service enforces too. */
export function deviceTypeRules(t: TFunction) {
  const required: FormRule = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (n: number): FormRule => ({ max: n, message: t('deviceTypes:validation.max', { max: n }) });
  const requiredChoice: FormRule = { required: true, message: t('common:validation.required') };
  const integer = (min: number, maxValue: number): FormRule => ({
    type: 'integer', min, max: maxValue, message: t('deviceTypes:validation.range', { min, max: maxValue }),
  });
  return {
    deviceType: [required, max(L.keyMax), { pattern: /^\s*[A-Za-z0-9._+-]+\s*$/, message: t('deviceTypes:validation.key') }],
    deviceTypeName: [required, max(L.nameMax)],
    deviceKinds: [requiredChoice],
    executeType: [max(L.executeTypeMax)],
    ssidNumber: [requiredChoice, integer(0, L.ssidNumberMax)],
    state: [requiredChoice],
    minimumVersion: [required, max(L.versionMax)],
    recommendVersion: [required, max(L.versionMax)],
    betaVersion: [max(L.versionMax)],
    order: [required, wholeNumber(t, 0, L.orderMax)],
    versionDesc: [max(L.versionDescMax), {
      validator: (_rule: unknown, value: string | undefined) =>
        !value?.trim() || deviceTypes.isJsonText(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('deviceTypes:validation.json'))),
    }],
    customSettings: [max(L.customSettingsMax)],
    firmwareName: [max(L.textMax)],
    portalVersion: [required, max(L.textMax)],
  } satisfies Record<string, FormRule[]>;
}
