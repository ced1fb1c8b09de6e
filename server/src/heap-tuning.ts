import v8 from 'node:v8';

/**
 * Lets V8's old generation grow `percent` past its live size before the next full collection
 * (HEAP_GROWING_PERCENT, default 100; 0 keeps V8's own rule, which picks about 10% for a heap
 * whose JavaScript allocates little, as a service streaming uploads does).
 *
 * Why: every body chunk of an upload is a fresh 64 KiB buffer from Node's HTTP parser. Each 32 MiB
 * of them forces a young collection, and with the old generation's limit only a few MiB above its
 * live size plus the young generation's capacity, V8 then starts a full mark-compact of the whole
 * heap (~40 MiB for a region) after nearly every one: 20-50 per GiB uploaded, a third of a service's
 * CPU. With room to grow they stop. bench/upload-firmware.ts measures both settings side by side.
 * V8 reads the flag whenever it sets a new limit, so setting it at start is enough.
 */
export function tuneHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
