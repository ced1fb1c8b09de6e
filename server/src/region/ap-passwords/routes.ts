import { apPasswords as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { apPasswordService as service } from './service.ts';

/** AP password records, their CSV template and import (spec 2 screen 3). */
export const registerApPasswords: RegionArea = (host) => {
  host.handleAll(contract, {
    list: service.list,
    info: service.info,
    byKeys: service.byKeys,
    add: service.add,
    edit: service.edit,
    remove: service.remove,
    modelList: service.models,
    downloadTemplate: service.template,
    importCsv: service.importCsv,
  });
};
