import { apPasswords as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { apPasswordService as service } from './service.ts';

/** AP password records, their CSV template and import (spec 2 screen 3). */
export const registerApPasswords: RegionArea = (host) => {
  host.handle(contract.list, service.list);
  host.handle(contract.info, service.info);
  host.handle(contract.byKeys, service.byKeys);
  host.handle(contract.add, service.add);
  host.handle(contract.edit, service.edit);
  host.handle(contract.remove, service.remove);
  host.handle(contract.modelList, service.models);
  host.handle(contract.downloadTemplate, service.template);
  host.handle(contract.importCsv, service.importCsv);
};
