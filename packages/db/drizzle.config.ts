// drizzle-kit reads this to diff src/schema against migrations/ (`npm run db:generate`).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/*.ts',
  out: './migrations',
});
