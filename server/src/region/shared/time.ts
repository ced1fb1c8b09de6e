/** Timestamps in list replies: ISO 8601 in UTC; the console formats them in the operator's time zone. */
export const isoTime = (d: Date) => d.toISOString();

/** yyyymmdd-hhmmss of now (UTC), for download file names. */
export const fileStamp = (now = new Date()) => now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
