import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { FormProvider, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Button } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import {
  HoneypotField,
  dropOtherSections,
  serverFieldErrors,
  consultationDefaults,
  consultationSchema,
  submitFailureMessage,
  submitConsultation,
  useLeadSubmission,
  useSignedInContact,
  type LeadReceipt,
  type Consultation,
  type ConsultationField,
  type ConsultationInput,
  type CalculatorSnapshot,
} from "#app/areas/sales/leads/index.ts";
import { subscribeToNewsletter } from "#app/areas/messaging/index.ts";
import { StepProgress } from "./progress.tsx";
import { stepPanels } from "./step-panels.tsx";
import { LAST_STEP, fieldOrder, formSteps, stepOf } from "./steps.ts";
import { AttachedEstimate } from "./attached-estimate.tsx";
import { ThankYou } from "./thank-you.tsx";

const emptyConsultation: ConsultationInput = {
  customerName: "",
  email: "",
  phone: "",
  address: "",
  ...consultationDefaults,
  currentElectricBill: "",
  roofType: "",
  roofAge: "",
  systemSizePreference: "",
  additionalNotes: "",
  subscribeToNewsletter: false,
  landSizeAcres: "",
  primaryCrop: "",
  irrigationSystem: "",
  numberOfBarns: "",
  livestockOperations: "",
  agriculturalEnergyUsage: "",
  numberOfBoatSlips: "",
  dockLength: "",
  hasFuelStation: "",
  storageType: "",
  hasWaterPumping: "",
  marinaEnergyUsage: "",
};

const schemaResolver = zodResolver(consultationSchema);

/** Validates and sends only what is shown: a hidden property section neither blocks the form nor is sent. */
const resolver: Resolver<ConsultationInput, unknown, Consultation> = (values, context, options) =>
  schemaResolver(dropOtherSections(values), context, options);

export interface ConsultationFormProps {
  source: "consultation_modal" | "service_request_form";
  /** Preselected service, e.g. from the service page that linked here. */
  serviceNeeded?: ConsultationInput["serviceNeeded"];
  /** Sent with the request when the form was opened by a calculator's "Get an exact quote". */
  calculatorSnapshot?: CalculatorSnapshot;
}

type FocusTarget = "step" | ConsultationField;

/**
 * The four-step consultation form (SPEC §2, §4, §5, §8), in the modal and on
 * /request-service. Everything is validated on submit, then again on each change;
 * the first field in error gets the focus, on whatever step it is. A signed-in
 * visitor finds name, e-mail and phone filled in.
 */
export default function ConsultationForm({ source, serviceNeeded, calculatorSnapshot }: ConsultationFormProps) {
  const contact = useSignedInContact();
  const startValues = useMemo<ConsultationInput>(
    () => ({
      ...emptyConsultation,
      ...(contact && { customerName: contact.name, email: contact.email, phone: contact.phone }),
      ...(serviceNeeded && { serviceNeeded }),
    }),
    [contact, serviceNeeded],
  );
  const { honeypotRef, meta, startNewFill } = useLeadSubmission();
  const [step, setStep] = useState(0);
  const [receipt, setReceipt] = useState<LeadReceipt | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const stepRef = useRef<HTMLFieldSetElement>(null);
  const form = useForm<ConsultationInput, unknown, Consultation>({
    resolver,
    defaultValues: startValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    // The first error may sit on another step: showErrors switches there first, then focuses it.
    shouldFocusError: false,
  });
  const { handleSubmit, setError, setFocus, reset, formState } = form;

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "step") stepRef.current?.focus();
    else setFocus(focusRequest.target);
  }, [focusRequest, setFocus]);

  const goTo = (next: number) => {
    setStep(Math.min(Math.max(next, 0), LAST_STEP));
    setFocusRequest({ target: "step" });
  };

  const showErrors = (fields: readonly string[]) => {
    const first = fieldOrder.find((field) => fields.includes(field));
    if (!first) return;
    setStep(stepOf(first));
    setFocusRequest({ target: first });
  };

  const onValid = async (request: Consultation) => {
    try {
      const result = await submitConsultation(request, source, meta(), calculatorSnapshot);
      toast({
        title: "Success!",
        description: "Your solar consultation request has been submitted. We'll contact you soon!",
      });
      setReceipt(result);
      if (request.subscribeToNewsletter) {
        subscribeToNewsletter({
          email: request.email,
          name: request.customerName,
          source: "solar_consultation_form",
        }).catch((error: unknown) =>
          console.error("Newsletter subscription after the consultation request failed", error),
        );
      }
    } catch (error) {
      toast({
        title: "Error",
        description: submitFailureMessage(error, "Failed to submit form. Please try again."),
        variant: "destructive",
      });
      const fieldErrors = serverFieldErrors(error, fieldOrder);
      for (const [field, message] of fieldErrors) setError(field, { type: "server", message });
      showErrors(fieldErrors.map(([field]) => field));
    }
  };

  const onInvalid = (errors: FieldErrors<ConsultationInput>) => showErrors(Object.keys(errors));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      event.preventDefault();
      goTo(step + 1);
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  if (receipt) {
    return (
      <ThankYou
        reference={receipt.reference}
        onSubmitAnother={() => {
          reset(startValues);
          startNewFill();
          setReceipt(null);
          setStep(0);
          setFocusRequest({ target: "customerName" });
        }}
      />
    );
  }

  const Panel = stepPanels[step]!;
  return (
    <FormProvider {...form}>
      {/* POST: a submit before hydration never puts what was typed into a URL. */}
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label="Solar consultation request"
        className="relative grid gap-6"
      >
        <StepProgress step={step} />
        {calculatorSnapshot ? <AttachedEstimate snapshot={calculatorSnapshot} /> : null}
        <fieldset ref={stepRef} tabIndex={-1} className="grid gap-4 outline-none">
          <legend className="mb-4 text-lg font-semibold">{formSteps[step]!.title}</legend>
          <Panel />
        </fieldset>
        <HoneypotField inputRef={honeypotRef} />
        <div className="flex justify-between gap-3">
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
            Previous
          </Button>
          {step < LAST_STEP ? (
            <Button key="next" onClick={() => goTo(step + 1)}>
              Next
            </Button>
          ) : (
            // A different key: the clicked Next button must not turn into this submit button mid-click.
            <Button key="submit" type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Submitting..." : "Submit Request"}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
