import { zodResolver } from "@hookform/resolvers/zod";
import { propertyTypes } from "#app/content/property-types.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { customerChangeSchema, MAX_TAG_LENGTH, MAX_TAGS, UtilityOptions } from "#app/areas/customers/index.ts";
import type { CustomerRecords } from "./customer-records.server.ts";

type Customer = CustomerRecords["customer"];

/** What the office keeps about a customer: owner, town, utility, property type and tags (PATCH /api/crm/customers/:id). */
export function CustomerChangeForm({
  customer,
  owners,
}: {
  customer: Customer;
  owners: readonly { id: string; name: string | null }[];
}) {
  const action = useActionForm("change-customer", zodResolver(customerChangeSchema), {
    values: {
      ownerId: customer.ownerId ?? "",
      town: customer.town ?? "",
      utility: customer.utility ?? "",
      propertyType: customer.propertyType ?? "",
      tags: customer.tags.join(", "),
    },
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Save customer">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Owner" error={action.fieldError("ownerId")}>
          <select className={inputClass} {...register("ownerId")}>
            <option value="">Nobody</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name ?? owner.id}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Town" error={action.fieldError("town")}>
          <input type="text" maxLength={100} className={inputClass} {...register("town")} />
        </Field>
        <Field label="Utility" error={action.fieldError("utility")}>
          <select className={inputClass} {...register("utility")}>
            <UtilityOptions />
          </select>
        </Field>
        <Field label="Property type" error={action.fieldError("propertyType")}>
          <select className={inputClass} {...register("propertyType")}>
            <option value="">Not known</option>
            {propertyTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Tags"
          hint={`Separated by commas: at most ${MAX_TAGS}, each up to ${MAX_TAG_LENGTH} characters`}
          error={action.fieldError("tags")}
        >
          <input type="text" className={inputClass} {...register("tags")} />
        </Field>
      </div>
    </ActionForm>
  );
}
