import { cryptoTool as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { cryptoToolService } from './service.ts';

/** The crypto tool (spec 2 screen 11, §7). */
export const registerCryptoTool: RegionArea = (host, ctx) => {
  const service = cryptoToolService(ctx);
  host.handleAll(contract, {
    encryptDecrypt: service.run,
  });
};
