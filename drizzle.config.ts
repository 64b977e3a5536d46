import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations from db/schema.ts; wrangler applies them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
  migrations: { prefix: "timestamp" },
});
