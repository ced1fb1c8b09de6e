import { deviceTypes, type RegionName, type RequestOf } from '@gwn/contract/console';

/** What the dialog's form holds; flags are switches, text is trimmed on the way out. */
export interface DeviceTypeFormValues {
  deviceType: string; deviceTypeName: string; deviceKinds: deviceTypes.DeviceKind; executeType?: string;
  ssidNumber: number; state: 0 | 1 | 2; minimumVersion: string; recommendVersion: string; betaVersion?: string;
  /** As typed (text), so nothing the operator typed is changed before the rules see it. */
  order: string; versionDesc?: string; customSettings?: string; forbidenBand4: boolean; supportOutdoor: boolean;
  wireless: boolean; firmwareName?: string; portalVersion: string; regions: RegionName[];
}

export const EMPTY_FORM: Partial<DeviceTypeFormValues> = {
  state: 1, order: String(deviceTypes.DEVICE_TYPE_LIMITS.defaultOrder), ssidNumber: 0,
  forbidenBand4: false, supportOutdoor: false, wireless: false,
};

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);
const trim = (s: string | undefined) => (s ?? '').trim();

/** The fields both add and edit send. */
export function editableFields(v: DeviceTypeFormValues): Omit<RequestOf<typeof deviceTypes.deviceTypeEdit>, 'id'> {
  return {
    deviceTypeName: trim(v.deviceTypeName), deviceKinds: v.deviceKinds, executeType: trim(v.executeType),
    ssidNumber: v.ssidNumber, state: v.state, minimumVersion: trim(v.minimumVersion), recommendVersion: trim(v.recommendVersion),
    betaVersion: trim(v.betaVersion), order: Number(v.order.trim()), versionDesc: trim(v.versionDesc), customSettings: trim(v.customSettings),
    forbidenBand4: flag(v.forbidenBand4), supportOutdoor: flag(v.supportOutdoor), wireless: flag(v.wireless),
    firmwareName: trim(v.firmwareName), portalVersion: trim(v.portalVersion),
  };
}

/** The form's values for a stored device type (edit mode). */
export function formValuesOf(d: deviceTypes.DeviceTypeDetail, region: RegionName | null): DeviceTypeFormValues {
  return {
    ...d, order: String(d.order), forbidenBand4: d.forbidenBand4 === 1, supportOutdoor: d.supportOutdoor === 1, wireless: d.wireless === 1,
    regions: region ? [region] : [],
  };
}
