import { defineApi } from "./api-route.ts";

export const healthApi = [
  defineApi({
    method: "get",
    path: "/api/health",
    access: "public",
    handler: () => ({ status: "ok" }),
  }),
  defineApi({
    method: "get",
    path: "/api/ready",
    access: "public",
    handler: async (req, res) => {
      try {
        await req.services.database.ping();
        return { status: "ready" };
      } catch (error) {
        req.log.warn({ err: error }, "readiness check: database unavailable");
        res.status(503).json({ message: "Database unavailable" });
      }
    },
  }),
];
