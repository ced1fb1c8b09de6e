import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestSystem } from '../../../test/test-system.ts';
import { systemParameters } from '../../db/region-schema.ts';
import { seedDemoSystemSettings } from './system-settings.ts';

describe('demo system settings', () => {
  const env = useTestSystem({ regions: ['US'] });

  it('seed no made-up "Database schema version": the migrations are the schema\'s version', async () => {
    await seedDemoSystemSettings(env.regionDb(), 'US');
    expect((await env.regionDb().select().from(systemParameters).where(eq(systemParameters.key, 'region_code')))).toHaveLength(1);
    expect(await env.regionDb().select().from(systemParameters).where(eq(systemParameters.key, 'schema_version'))).toEqual([]);
  });
});
