import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/account-schema.ts',
  out: './src/db/migrations/account',
});
