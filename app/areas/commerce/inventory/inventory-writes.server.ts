import { booleanField } from "#app/lib/field-rules.ts";
import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { z } from "#app/lib/zod.ts";
import { adjustStock, PRODUCT_NOT_FOUND } from "./inventory-admin.server.ts";
import { createProduct, setProductActive, updateProduct } from "./product-admin.server.ts";
import { CREATE_PRODUCT_INTENT, productFormSchema, stockAdjustmentSchema } from "./product-form-schema.ts";

/** The new-product page's form and POST /api/admin/products: the product made, then its page. */
export const createProductWrite = defineWrite({
  intent: CREATE_PRODUCT_INTENT,
  access: "write:inventory:any",
  path: "/api/admin/products",
  notFound: PRODUCT_NOT_FOUND,
  creates: true,
  schema: productFormSchema,
  run: ({ services }, _id, input) => createProduct(services.db, input),
  done: (created) => `${created.sku} created`,
  redirect: (created) => `/platform/inventory/products/${created.id}`,
  audit: { entity: "product" },
});

/** A product page's writes: its stock adjusted, its facts edited, taken off sale or back. */
export const productWrites = [
  defineWrite({
    intent: "stock-adjust",
    access: "write:inventory:any",
    path: "/api/admin/products/:id/stock",
    serialId: true,
    notFound: PRODUCT_NOT_FOUND,
    creates: true,
    schema: stockAdjustmentSchema,
    run: ({ services, user: admin }, id, input) => adjustStock(services.db, admin.id, Number(id), input),
    done: (product) => `Stock of ${product.sku} is now ${product.stock}`,
    audit: { entity: "product", before: recordFields(products, products.id, { stock: products.stock }) },
  }),
  defineWrite({
    intent: "product-update",
    access: "write:inventory:any",
    path: "/api/admin/products/:id/update",
    serialId: true,
    notFound: PRODUCT_NOT_FOUND,
    schema: productFormSchema,
    run: ({ services }, id, input) => updateProduct(services.db, Number(id), input),
    done: (product) => `${product.sku} saved`,
    audit: { entity: "product" },
  }),
  defineWrite({
    intent: "product-active",
    access: "write:inventory:any",
    path: "/api/admin/products/:id/active",
    serialId: true,
    notFound: PRODUCT_NOT_FOUND,
    schema: z.object({ active: booleanField("Please say whether the product is on sale") }),
    run: ({ services }, id, { active }) => setProductActive(services.db, Number(id), active),
    done: (product) => `${product.sku} is ${product.active ? "on sale again" : "deactivated"}`,
    audit: { entity: "product", before: recordFields(products, products.id, { active: products.active }) },
  }),
];
