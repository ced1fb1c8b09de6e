import { apPasswords as contract } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { enableUploads } from '../../core/register-upload.ts';
import { TEMPLATE_CSV } from './csv-import.ts';
import type { ApPasswordService } from './service.ts';

export async function registerApPasswordRoutes(host: EndpointHost, service: ApPasswordService): Promise<void> {
  await enableUploads(host);
  registerEndpoint(host, contract.list, (p) => service.list(p));
  registerEndpoint(host, contract.info, (p) => service.info(p));
  registerEndpoint(host, contract.add, (p, ctx) => service.add(ctx, p));
  registerEndpoint(host, contract.edit, (p, ctx) => service.edit(ctx, p));
  registerEndpoint(host, contract.remove, (p, ctx) => service.remove(ctx, p));
  registerEndpoint(host, contract.modelList, () => service.models());
  registerEndpoint(host, contract.downloadTemplate, async (_p, ctx) => {
    ctx.reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="ap-password-template.csv"').send(TEMPLATE_CSV);
    return null;
  });
  registerEndpoint(host, contract.importCsv, (_p, ctx) => service.importCsv(ctx));
}
