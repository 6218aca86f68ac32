import { createsRecords, defineApi } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { adjustmentList } from "./adjustment-list.server.ts";
import { productWrites } from "./inventory-writes.server.ts";
import { createProduct } from "./product-admin.server.ts";
import { productFormSchema } from "./product-form-schema.ts";
import { stockList } from "./stock-list.server.ts";

/** The back office's inventory: stock levels, products, the stock audit log; admin-only. */
export const inventoryApi = [
  ...stockList.api(),
  createsRecords(
    defineApi("post", "/api/admin/products", "write:inventory:any", async (req, res) => {
      res.status(201).json(await createProduct(req.services.db, parseInput(productFormSchema, req.body)));
    }),
  ),
  ...productWrites.map(writeApi),
  ...adjustmentList.api(),
];
