import { randomUUID } from 'node:crypto';
import { apDevices, deviceFiles as contract, RetCode } from '@gwn/contract';
import { ApiError, forbidden } from '../../core/api-error.ts';
import type { FileReply, ReceivedFile, Reply, Req } from '../../core/handlers.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { isoTime } from '../shared/time.ts';
import { costCache } from './cost-cache.ts';
import { deviceFilesRepo } from './repo.ts';

type Kind = contract.DeviceFileKind;
const { formatMac } = apDevices;
type Row = Awaited<ReturnType<ReturnType<typeof deviceFilesRepo>['find']>> & object;

/** What a device says about the file besides its bytes. */
export interface DeviceFileMeta {
  kind: Kind;
  mac: string;
  model: string;
  firmwareVersion: string;
  /** The enterprise user who asked for a capture; empty for a core dump. */
  uploaderEmail: string;
  /** Demo data only: when it was uploaded (default now). */
  createdAt?: Date;
}

/**
 * Keeps a device's upload: writes its row and moves its bytes from the temporary object to their final
 * key in the caller's transaction, so a failed move leaves no row and a failure before it leaves only
 * the temporary object, which the upload core drops. Used by the device endpoints and the demo data.
 */
export async function keepDeviceFile(db: RegionDb, store: FileStore, meta: DeviceFileMeta, file: ReceivedFile) {
  const storageKey = `${meta.kind}/${meta.mac}/${randomUUID()}`;
  const row = await deviceFilesRepo(db).insert({ ...meta, fileName: file.fileName, storageKey, size: file.size, md5: file.md5 });
  await store.commit(file.tempKey, storageKey);
  return row;
}

/** The media type a download is sent with, by the file's extension. */
const MEDIA_TYPES: Record<string, string> = {
  pcap: 'application/vnd.tcpdump.pcap', pcapng: 'application/vnd.tcpdump.pcap', cap: 'application/vnd.tcpdump.pcap',
  gz: 'application/gzip', tgz: 'application/gzip', zip: 'application/zip', txt: 'text/plain; charset=utf-8',
};
const mediaTypeOf = (fileName: string): string =>
  MEDIA_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

const rowOf = (r: Row): contract.DeviceFileRow => ({
  id: r.id, fileName: r.fileName, mac: formatMac(r.mac), uploaderEmail: r.uploaderEmail, lastModified: isoTime(r.createdAt),
  size: r.size, model: r.model, firmwareVersion: r.firmwareVersion,
});

/** Core and capture files (spec 3 "Core files and capture files"): one set of rules, per kind. */
export function deviceFileService(ctx: RegionContext, kind: Kind) {
  const store = ctx.files;
  const cache = costCache();

  async function existing(call: RegionCall, id: number, mac: string): Promise<Row> {
    const row = await deviceFilesRepo(call.db).find(kind, id, mac);
    if (!row) throw new ApiError(RetCode.FileNotFound);
    return row;
  }

  return {
    async filter(_req: unknown, call: RegionCall): Promise<Reply<typeof contract.filter>> {
      const options = await cache.get('filter', () => deviceFilesRepo(call.db).filterOptions(kind, contract.DEVICE_FILE_LIMITS.filterOptionsMax));
      return { emails: options.emails, macs: options.macs.map(formatMac) };
    },

    /** A filtered list counts its matches with its page (an index range); the whole list's count is cached (cost-cache.ts). */
    async list(req: Req<typeof contract.list>, call: RegionCall): Promise<Reply<typeof contract.list>> {
      const repo = deviceFilesRepo(call.db);
      const q = {
        search: req.search || undefined, emails: req.filter?.emails, macs: req.filter?.macs,
        order: req.order, type: req.type, pageNum: req.pageNum, pageSize: req.pageSize,
      };
      const narrowed = q.search !== undefined || Boolean(q.emails?.length) || Boolean(q.macs?.length);
      if (narrowed) {
        const { total, rows } = await repo.pageWithTotal(kind, q);
        return { total, result: rows.map(rowOf) };
      }
      const [total, rows] = await Promise.all([cache.get('total', () => repo.countMatching(kind, q)), repo.page(kind, q)]);
      return { total, result: rows.map(rowOf) };
    },

    /** Removes the row now and the bytes once the deletion has committed (a rolled-back call keeps both). */
    async remove(req: Req<typeof contract.remove>, call: RegionCall): Promise<null> {
      const row = await existing(call, req.id, req.mac);
      await deviceFilesRepo(call.db).delete(row.id);
      call.afterCommit(() => store.remove(row.storageKey));
      call.afterCommit(() => cache.clear());
      call.audit.subject(row.fileName);
      call.audit.change({ id: row.id, fileName: row.fileName, mac: formatMac(row.mac), uploaderEmail: row.uploaderEmail, md5: row.md5 }, null);
      return null;
    },

    /** Streams the stored bytes; a row whose bytes are gone is a missing file too (15010). */
    async download(req: Req<typeof contract.download>, call: RegionCall): Promise<FileReply> {
      const row = await existing(call, req.id, req.mac);
      if (!(await store.exists(row.storageKey))) throw new ApiError(RetCode.FileNotFound);
      return { fileName: row.fileName, contentType: mediaTypeOf(row.fileName), size: row.size, stream: await store.read(row.storageKey) };
    },

    /** A device's upload: the device is the one its key proved (guard `device`), never a field it sends. */
    async upload(
      query: Req<typeof contract.upload> & { email?: string }, file: ReceivedFile, call: RegionCall,
    ): Promise<Reply<typeof contract.upload>> {
      const mac = call.device;
      if (!mac) throw forbidden();
      const row = await keepDeviceFile(call.db, store, {
        kind, mac, model: query.model, firmwareVersion: query.firmwareVersion, uploaderEmail: kind === 'capture' ? query.email ?? '' : '',
      }, file);
      call.afterCommit(() => cache.clear());
      call.audit.actor({ account: `device ${formatMac(mac)}` });
      call.audit.subject(row.fileName);
      call.audit.change(null, {
        id: row.id, fileName: row.fileName, mac: formatMac(mac), uploaderEmail: row.uploaderEmail, model: row.model,
        firmwareVersion: row.firmwareVersion, size: row.size, md5: row.md5,
      });
      return { id: row.id, fileName: row.fileName, md5: row.md5, size: row.size };
    },

    async groups(req: Req<typeof contract.groups>, call: RegionCall): Promise<Reply<typeof contract.groups>> {
      const { total, rows } = await cache.get(`groups:${req.pageNum}:${req.pageSize}`,
        () => deviceFilesRepo(call.db).crashGroups(kind, req.pageNum, req.pageSize));
      return {
        total,
        result: rows.map((r) => ({
          model: r.model, firmwareVersion: r.firmwareVersion, count: r.count, macCount: r.macCount,
          latest: r.latest ? isoTime(new Date(r.latest)) : '',
        })),
      };
    },
  };
}
