import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/region-schema.ts',
  out: './src/db/migrations/region',
});
