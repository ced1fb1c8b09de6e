import { firmware } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { registerUpload } from '../../core/register-upload.ts';
import type { UploadAreaDeps } from '../uploads/upload-deps.ts';
import { firmwareService } from './service.ts';

export function registerFirmwareRoutes(host: EndpointHost, deps: UploadAreaDeps): void {
  const service = firmwareService(deps);
  registerUpload(host, firmware.upload, { store: deps.files, maxBytes: deps.maxBytes.firmware }, (_q, file, ctx) => service.upload(file, ctx));
  registerEndpoint(host, firmware.save, (req, ctx) => service.save(req, ctx));
  registerEndpoint(host, firmware.list, (req) => service.list(req));
  registerEndpoint(host, firmware.apTypes, () => service.apTypes());
  registerEndpoint(host, firmware.remove, (req, ctx) => service.remove(req, ctx));
}
