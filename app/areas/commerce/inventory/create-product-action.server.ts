import { redirect } from "react-router";
import type { AppServices } from "#server/services.ts";
import { parseInput } from "#server/http/errors.ts";
import { formAction, unknownIntent } from "#app/lib/page-action.server.ts";
import { formFields } from "#app/lib/page-form.server.ts";
import { createProduct } from "./product-admin.server.ts";
import { CREATE_PRODUCT_INTENT, productFormSchema } from "./product-form-schema.ts";

/** The new-product page's action: the product created and its page opened, or the form's errors. */
export async function createProductAction(services: Pick<AppServices, "db">, form: FormData) {
  const fields = formFields(form);
  if (fields.intent !== CREATE_PRODUCT_INTENT) return unknownIntent(fields.intent ?? "");
  let createdId: number | undefined;
  const result = await formAction(CREATE_PRODUCT_INTENT, async () => {
    const created = await createProduct(services.db, parseInput(productFormSchema, fields));
    createdId = created.id;
    return `${created.sku} created`;
  });
  return createdId === undefined ? result : redirect(`/platform/inventory/products/${createdId}`);
}
