import { plugins } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { registerUpload } from '../../core/register-upload.ts';
import type { UploadAreaDeps } from '../uploads/upload-deps.ts';
import { pluginService } from './service.ts';

export function registerPluginRoutes(host: EndpointHost, deps: UploadAreaDeps): void {
  const service = pluginService(deps);
  registerUpload(host, plugins.upload, { store: deps.files, maxBytes: deps.maxBytes.plugin }, (_q, file, ctx) => service.upload(file, ctx));
  registerEndpoint(host, plugins.list, (req) => service.list(req));
  registerEndpoint(host, plugins.remove, (req, ctx) => service.remove(req, ctx));
}
