import { defineApi } from "./api-route.ts";

export const healthApi = [
  defineApi("get", "/api/health", "public", () => ({ status: "ok" })),
  defineApi("get", "/api/ready", "public", async (req, res) => {
    try {
      await req.services.database.ping();
      return { status: "ready" };
    } catch (error) {
      req.log.warn({ err: error }, "readiness check: database unavailable");
      res.status(503).json({ message: "Database unavailable" });
    }
  }),
];
