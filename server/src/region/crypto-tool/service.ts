import { cryptoTool as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Reply, Req } from '../../core/handlers.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { open, seal } from './cipher.ts';

/**
 * The crypto tool of the maintenance page (spec 2 screen 11): encrypts and decrypts with the region's key.
 * The audit entry says who used it, which way and in which mode; never the text.
 */
export function cryptoToolService(ctx: RegionContext) {
  const key = ctx.config.cryptoKeys[ctx.region];
  return {
    async run(req: Req<typeof contract.encryptDecrypt>, call: RegionCall): Promise<Reply<typeof contract.encryptDecrypt>> {
      const action = req.type === 1 ? 'encrypt' : 'decrypt';
      const result = req.type === 1 ? seal(key, req.content, req.encryptMode) : open(key, req.content, req.encryptMode);
      if (result === null) throw new ApiError(RetCode.DecryptionFailed);
      call.audit.subject(action);
      call.audit.note({ type: req.type, encryptMode: req.encryptMode, characters: req.content.length });
      return { result };
    },
  };
}
