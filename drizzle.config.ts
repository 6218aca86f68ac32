import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./app/areas/*/*/tables.server.ts", "./server/**/tables.ts"],
  out: "./server/db/migrations",
  casing: "snake_case",
});
