import { defineConfig } from "drizzle-kit";

/** Migrations of the reference upstream: `npm run db:generate` after a change to the schema. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./upstream/db/schema.ts",
  out: "./upstream/db/migrations",
});
