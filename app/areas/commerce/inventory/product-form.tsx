import { useState, type InputHTMLAttributes } from "react";
import { maxLength } from "#app/lib/field-rules.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { z } from "#app/lib/zod.ts";
import {
  productCategories,
  productCategoryLabels,
  productSpecsSchemas,
  specFields,
  type ProductCategory,
} from "#app/areas/commerce/shop/index.ts";

/** A product as the form shows it: its row, or blank for a new one. */
export interface ProductFormValues {
  sku: string;
  slug: string;
  name: string;
  brand: string;
  category: ProductCategory;
  shortDescription: string;
  longDescription: string;
  priceCents: number | null;
  compareAtPriceCents: number | null;
  stock: number;
  reorderThreshold: number;
  weightGrams: number;
  imagePath: string | null;
  specs: Record<string, unknown>;
}

/** A spec the category's schema holds as true/false is a Yes/No choice. */
const isYesNo = (category: ProductCategory, key: string) =>
  (productSpecsSchemas[category].shape as Record<string, z.ZodType>)[key] instanceof z.ZodBoolean;

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

type TextField = "sku" | "slug" | "name" | "brand" | "imagePath";
const textFields: Array<{ name: TextField; label: string; max: number; required: boolean; hint?: string }> = [
  { name: "sku", label: "SKU", max: 40, required: true, hint: "Capital letters, digits and dashes, e.g. PNL-400" },
  {
    name: "slug",
    label: "Slug",
    max: 120,
    required: true,
    hint: "The product page's address, e.g. lassen-400-w-panel",
  },
  { name: "name", label: "Name", max: maxLength.name, required: true },
  { name: "brand", label: "Brand", max: maxLength.shortText, required: true },
  {
    name: "imagePath",
    label: "Image path",
    max: 200,
    required: false,
    hint: "A path on this site; blank shows the category's picture",
  },
];

type NumberField = "priceCents" | "compareAtPriceCents" | "stock" | "reorderThreshold" | "weightGrams";
const numberFields: Array<{ name: NumberField; label: string; required: boolean; dollars: boolean; hint?: string }> = [
  { name: "priceCents", label: "Price ($)", required: true, dollars: true },
  {
    name: "compareAtPriceCents",
    label: "Compare-at price ($)",
    required: false,
    dollars: true,
    hint: "The earlier price, shown struck through; blank for none",
  },
  {
    name: "stock",
    label: "Stock on hand",
    required: true,
    dollars: false,
    hint: "Later changes are stock adjustments",
  },
  { name: "reorderThreshold", label: "Reorder threshold", required: true, dollars: false },
  {
    name: "weightGrams",
    label: "Shipping weight (grams)",
    required: true,
    dollars: false,
    hint: "0 for what is not shipped",
  },
];

/** One of the product's plain inputs under its label, hint and error. */
function FieldInput({
  field,
  error,
  ...input
}: { field: { name: string; label: string; required: boolean; hint?: string }; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "className"
>) {
  return (
    <Field label={field.label} required={field.required} hint={field.hint} error={error}>
      <input name={field.name} className={inputClass} {...input} />
    </Field>
  );
}

/**
 * Create or edit a product: the catalogue facts, prices in dollars, the category's typed specs (their inputs change
 * with the category) and, for a new product, its starting stock. The server checks it all with the shop's rules.
 */
export function ProductForm({ intent, product }: { intent: string; product?: ProductFormValues }) {
  const action = useFormAction(intent);
  const [category, setCategory] = useState<ProductCategory>(product?.category ?? "solar_panels");
  const errors = action.result && !action.result.ok ? (action.result.errors ?? {}) : {};
  const pending = action.pending;
  return (
    <action.fetcher.Form method="post" noValidate className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            error={errors[field.name]}
            maxLength={field.max}
            defaultValue={product?.[field.name] ?? ""}
          />
        ))}
        <Field label="Category" required error={errors.category}>
          <select
            name="category"
            className={inputClass}
            value={category}
            onChange={(event) => setCategory(event.target.value as ProductCategory)}
          >
            {productCategories.map((value) => (
              <option key={value} value={value}>
                {productCategoryLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        {numberFields
          .filter((field) => !(product && field.name === "stock"))
          .map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              error={errors[field.name]}
              inputMode={field.dollars ? "decimal" : "numeric"}
              defaultValue={field.dollars ? dollars(product?.[field.name] ?? null) : (product?.[field.name] ?? 0)}
            />
          ))}
      </div>
      <Field label="Short description" required error={errors.shortDescription}>
        <textarea
          name="shortDescription"
          rows={2}
          maxLength={300}
          className={inputClass}
          defaultValue={product?.shortDescription}
        />
      </Field>
      <Field label="Description" required error={errors.longDescription}>
        <textarea
          name="longDescription"
          rows={5}
          maxLength={maxLength.longText}
          className={inputClass}
          defaultValue={product?.longDescription}
        />
      </Field>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Specifications: {productCategoryLabels[category]}</legend>
        {specFields[category].map((spec) => {
          const name = `specs.${String(spec.key)}`;
          const saved = product?.category === category ? product.specs[String(spec.key)] : undefined;
          const label = spec.unit ? `${spec.label} (${spec.unit})` : spec.label;
          return (
            <Field key={name} label={label} required error={errors[name]}>
              {isYesNo(category, String(spec.key)) ? (
                <select name={name} className={inputClass} defaultValue={saved === undefined ? "" : String(saved)}>
                  <option value="">Choose</option>
                  <option value="true">Yes</option>
                  <option value="false">No</option>
                </select>
              ) : (
                <input
                  name={name}
                  className={inputClass}
                  maxLength={80}
                  defaultValue={saved === undefined ? "" : String(saved)}
                />
              )}
            </Field>
          );
        })}
      </fieldset>
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? "Saving..." : product ? "Save product" : "Create product"}
      </Button>
    </action.fetcher.Form>
  );
}
