import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('derives the regions\' ports and addresses from PORT unless a region sets its own', () => {
    const config = readConfig({ PORT: '9000', REGION_EU_PORT: '7000', PUBLIC_HOST: 'console.example' });
    expect(config.regionPorts).toEqual({ US: 9001, EU: 7000, CN: 9003 });
    expect(config.regionUrls.EU).toBe('http://console.example:7000');
    expect(config.accountUrl).toBe('http://console.example:9000');
  });

  it('reads lists, switches and blank values as the README documents them', () => {
    const config = readConfig({ CORS_ORIGINS: ' https://a.example, ,https://b.example', DEMO_DATA: '0', METRICS_TOKEN: '  ', SMTP_URL: '' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.demoData).toBe(false);
    expect(config.metricsToken).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({}).embeddedSharedBuffers).toBe('16MB');
  });

  it('refuses unusable values, naming every variable at once', () => {
    expect(() => readConfig({ PORT: 'x', LOCK_MINUTES: '1.5' })).toThrow(
      'PORT must be a non-negative integer, got "x"; LOCK_MINUTES must be a non-negative integer, got "1.5"',
    );
    expect(() => readConfig({ FILE_STORE: 's3' })).toThrow('S3_BUCKET is needed when FILE_STORE=s3');
    expect(() => readConfig({ FILE_STORE: 'ftp' })).toThrow('FILE_STORE must be disk or s3, got "ftp"');
    expect(() => readConfig({ EMBEDDED_SHARED_BUFFERS: '16 MiB' })).toThrow(/EMBEDDED_SHARED_BUFFERS must be a size such as 16MB/);
  });
});
