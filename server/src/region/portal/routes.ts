import { portal } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { registerUpload } from '../../core/register-upload.ts';
import type { UploadAreaDeps } from '../uploads/upload-deps.ts';
import { portalService } from './service.ts';

export function registerPortalRoutes(host: EndpointHost, deps: UploadAreaDeps): void {
  const service = portalService(deps);
  const upload = { store: deps.files, maxBytes: deps.maxBytes.portal };
  registerUpload(host, portal.upload, upload, (_q, file, ctx) => service.upload(file, ctx));
  registerUpload(host, portal.uploadLogo, upload, (q, file, ctx) => service.uploadLogo(q.type, file, ctx));
  registerEndpoint(host, portal.saveVersions, (req, ctx) => service.saveVersions(req, ctx));
  registerEndpoint(host, portal.listVersions, () => service.listVersions());
  registerEndpoint(host, portal.show, (req) => service.show(req));
}
