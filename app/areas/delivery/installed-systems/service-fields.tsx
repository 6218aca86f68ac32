import { equipmentCategories, equipmentCategoryLabels } from "#app/content/equipment-warranty-terms.ts";
import { utilityIds, utilityTariffs } from "#app/content/utility-tariffs.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { FormInput, FormSelect, FormTextArea } from "#app/ui/form-inputs.tsx";
import { RepeatedFields } from "#app/ui/repeated-fields.tsx";
import { ACCESS_NOTES_MAX_LENGTH, MAX_CONTACTS } from "./site-schemas.ts";
import { installerLabels, installers, systemKindLabels, systemKinds } from "./system-values.ts";

const utilityLabels = Object.fromEntries(utilityIds.map((id) => [id, utilityTariffs[id].name]));

/** A site's address, utility and access notes, bound to the form around them by the API's field names. */
export function SiteFields() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <FormInput name="address.line1" label="Street address" required maxLength={maxLength.address} />
      <FormInput name="address.line2" label="Address line 2" maxLength={maxLength.address} />
      <FormInput name="address.city" label="City" required maxLength={maxLength.shortText} />
      <FormInput name="address.state" label="State" required maxLength={2} />
      <FormInput name="address.postalCode" label="ZIP code" required inputMode="numeric" maxLength={5} />
      <FormSelect name="utility" label="Utility" options={utilityIds} labels={utilityLabels} emptyLabel="Not known" />
      <div className="md:col-span-2">
        <FormTextArea
          name="accessNotes"
          label="Access notes"
          hint="Gate codes, dogs, where to park: shown only to staff who work at the site, never to the client."
          maxLength={ACCESS_NOTES_MAX_LENGTH}
          rows={3}
        />
      </div>
    </div>
  );
}

const blankContact = { name: "", role: "", phone: "", email: "" };

/**
 * The contacts at a site (the farm manager, the harbour master): each one's name, role, phone and e-mail, added,
 * edited and removed in place; the site's write sends the whole list.
 */
export function SiteContactsFields() {
  return (
    <RepeatedFields
      name="contacts"
      legend="Contacts at the site"
      entry={["a", "contact"]}
      blank={blankContact}
      max={MAX_CONTACTS}
      empty="No contact recorded."
    >
      {(prefix) => (
        <div className="grid gap-3 md:grid-cols-2">
          <FormInput name={`${prefix}name`} label="Name" required maxLength={maxLength.name} />
          <FormInput name={`${prefix}role`} label="Role" maxLength={maxLength.shortText} />
          <FormInput name={`${prefix}phone`} label="Phone" type="tel" maxLength={maxLength.phone} />
          <FormInput name={`${prefix}email`} label="E-mail" type="email" maxLength={maxLength.email} />
        </div>
      )}
    </RepeatedFields>
  );
}

/** A system's kind, size, install date, installer and monitoring reference. */
export function SystemFields() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <FormSelect name="kind" label="System" required options={systemKinds} labels={systemKindLabels} />
      <FormSelect name="installer" label="Installed by" required options={installers} labels={installerLabels} />
      <FormInput name="installedOn" label="Install date" required type="date" />
      <FormInput name="monitoringReference" label="Monitoring reference" maxLength={maxLength.shortText} />
      <FormInput name="kwDc" label="Size, kW DC" inputMode="decimal" />
      <FormInput name="kwAc" label="Size, kW AC" inputMode="decimal" />
      <FormInput name="kwhUsable" label="Battery, usable kWh" inputMode="decimal" />
    </div>
  );
}

/**
 * One item of equipment, its fields under `prefix` (`equipment.0.`, or none for a form of one item). With
 * `warranties`, its warranty years too, where `warrantyHint` says what a blank one means.
 */
export function EquipmentFields({ prefix = "", warrantyHint }: { prefix?: string; warrantyHint?: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <FormSelect
        name={`${prefix}category`}
        label="Equipment"
        required
        options={equipmentCategories}
        labels={equipmentCategoryLabels}
      />
      <FormInput name={`${prefix}make`} label="Make" required maxLength={maxLength.shortText} />
      <FormInput name={`${prefix}model`} label="Model" required maxLength={maxLength.shortText} />
      <FormInput name={`${prefix}serial`} label="Serial number" maxLength={maxLength.shortText} />
      <FormInput name={`${prefix}quantity`} label="Quantity" inputMode="numeric" />
      {warrantyHint ? (
        <>
          <FormInput
            name={`${prefix}productWarrantyYears`}
            label="Product warranty, years"
            inputMode="numeric"
            hint={warrantyHint}
          />
          <FormInput name={`${prefix}labourWarrantyYears`} label="Labour warranty, years" inputMode="numeric" />
          <FormInput
            name={`${prefix}performanceWarrantyYears`}
            label="Performance warranty, years"
            inputMode="numeric"
          />
        </>
      ) : null}
    </div>
  );
}
