import { createsRecords, defineApi } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { listApis } from "#app/lib/staff-list-api.server.ts";
import { writeApi } from "#app/lib/write.server.ts";
import {
  adjustmentCsvColumns,
  adjustmentExportBatches,
  listAdjustments,
  listStock,
  productCsvColumns,
  productExportBatches,
} from "./inventory-admin.server.ts";
import { productWrites } from "./inventory-writes.server.ts";
import { createProduct } from "./product-admin.server.ts";
import { productFormSchema } from "./product-form-schema.ts";
import { adjustmentListQuerySchema, stockListQuerySchema } from "./stock-list-query.server.ts";

/** The back office's inventory: stock levels, products, the stock audit log; admin-only. */
export const inventoryApi = [
  ...listApis("/api/admin/products", "read:inventory:any", stockListQuerySchema, listStock, {
    columns: productCsvColumns,
    batches: productExportBatches,
  }),
  createsRecords(
    defineApi("post", "/api/admin/products", "write:inventory:any", async (req, res) => {
      res.status(201).json(await createProduct(req.services.db, parseInput(productFormSchema, req.body)));
    }),
  ),
  ...productWrites.map(writeApi),
  ...listApis(
    "/api/admin/inventory-adjustments",
    "read:inventory:any",
    adjustmentListQuerySchema,
    (db, query) => listAdjustments(db, query),
    { columns: adjustmentCsvColumns, batches: adjustmentExportBatches },
  ),
];
