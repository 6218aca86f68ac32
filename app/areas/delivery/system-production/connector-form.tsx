import { useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { useRevalidator } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { credentialFieldsOf, monitoringConnectorSchema, type CredentialField } from "./connector-schemas.ts";
import {
  connectorProviderLabels,
  connectorProviders,
  connectorStatusLabels,
  type ConnectorProvider,
} from "./production-values.ts";
import type { ConnectorView } from "./connector-writes.server.ts";

const credentialLabels: Record<CredentialField, string> = {
  apiKey: "API key",
  clientId: "Client id",
  clientSecret: "Client secret",
  refreshToken: "OAuth refresh token",
  accountApiKey: "Account key (X-Account-Key)",
};

const FAILED = "Could not save the connector. Please try again.";

/** Where the connector stands: its state, the last day stored, when it was last fetched and what went wrong. */
function ConnectorState({ connector }: { connector: ConnectorView }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold">State</dt>
      <dd>{connector.enabled ? connectorStatusLabels[connector.status] : "Off: not fetched"}</dd>
      <dt className="font-semibold">Days stored through</dt>
      <dd>{connector.fetchedThrough ? formatIsoDate(connector.fetchedThrough) : "None yet"}</dd>
      <dt className="font-semibold">Last fetched</dt>
      <dd>{connector.lastFetchedAt ? formatOfficeTime(new Date(connector.lastFetchedAt)) : "Never"}</dd>
      {connector.nextAttemptAt && connector.status === "rate-limited" ? (
        <>
          <dt className="font-semibold">Next try</dt>
          <dd>{formatOfficeTime(new Date(connector.nextAttemptAt))}</dd>
        </>
      ) : null}
      {connector.lastError ? (
        <>
          <dt className="font-semibold">Last error</dt>
          <dd role="status" className="text-red-700">
            {connector.lastError}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The office's monitoring connector on a system's page (decision 0199): the portal, its id for the system, the
 * switch (off until set) and the credentials, each shown only as set or not set and kept when left blank.
 */
export function ConnectorForm({ systemId, connector }: { systemId: string; connector: ConnectorView | null }) {
  const revalidator = useRevalidator();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { form, onSubmit, formError } = useApiForm(
    monitoringConnectorSchema,
    {
      provider: connector?.provider ?? "enphase",
      providerSiteId: connector?.providerSiteId ?? "",
      enabled: connector?.enabled ?? false,
      apiKey: "",
      clientId: "",
      clientSecret: "",
      refreshToken: "",
      accountApiKey: "",
    },
    async (values, _element, saved) => {
      await apiRequest("PATCH", `/api/service/systems/${systemId}/monitoring-connector`, values);
      toast({ title: "Monitoring connector saved" });
      // The credentials typed are not kept in the page once stored.
      saved.reset({ ...values, apiKey: "", clientId: "", clientSecret: "", refreshToken: "", accountApiKey: "" });
      await revalidator.revalidate();
    },
    FAILED,
  );
  const provider = useWatch({ control: form.control, name: "provider" }) as ConnectorProvider;
  const samePortal = connector?.provider === provider && connector.credentialsReadable;
  async function remove() {
    setRemoveError(null);
    try {
      await apiRequest("POST", `/api/service/systems/${systemId}/monitoring-connector/remove`, {});
      toast({ title: "Monitoring connector removed" });
      await revalidator.revalidate();
    } catch (error) {
      setRemoveError(error instanceof ApiError ? error.serverMessage(FAILED) : FAILED);
    }
  }
  return (
    <div className="grid gap-4">
      {connector ? <ConnectorState connector={connector} /> : <p className="text-sm">No connector is set.</p>}
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 md:grid-cols-2">
          <FormSelect
            name="provider"
            label="Monitoring portal"
            options={connectorProviders}
            labels={connectorProviderLabels}
          />
          <FormInput
            name="providerSiteId"
            label="The portal's id for this system"
            hint="Enphase: the system id; SolarEdge: the site id."
            inputMode="numeric"
            maxLength={20}
          />
          {(Object.keys(credentialFieldsOf[provider]) as CredentialField[]).map((field) => (
            <FormInput
              key={`${provider}-${field}`}
              name={field}
              label={credentialLabels[field]}
              type="password"
              autoComplete="off"
              maxLength={400}
              hint={samePortal && connector.credentialsSet[field] ? "Set. Leave blank to keep it." : "Not set."}
            />
          ))}
          <label className="flex items-center gap-2 text-sm md:col-span-2">
            <input type="checkbox" {...form.register("enabled")} className="size-4 accent-brand-600" />
            Fetch daily production from the portal (off until the credentials are checked)
          </label>
          <FormAlert message={formError} />
          <Button type="submit" variant="secondary" className="w-fit">
            Save connector
          </Button>
        </form>
      </FormProvider>
      {connector ? (
        <div>
          <ConfirmDialog
            title="Remove the monitoring connector?"
            description="Its credentials are deleted and nothing more is fetched. The days already stored stay."
            confirmLabel="Remove connector"
            onConfirm={() => void remove()}
            trigger={<Button variant="destructive">Remove connector</Button>}
          />
          <FormAlert message={removeError} />
        </div>
      ) : null}
    </div>
  );
}
