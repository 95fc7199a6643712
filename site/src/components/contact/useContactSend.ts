import { useCallback, useEffect, useState } from "react";
import type { ContactBody } from "@leca/api/contracts";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { UseFormReturn } from "react-hook-form";
import { notify } from "../../lib/toasts";
import { callApi } from "../forms/call-api";
import { applyServerErrors } from "../forms/error-text";
import { CONTACT_FIELDS, type ContactFormValues } from "./choices";

/** The submit button's four states (spec section 4). */
export type SendState = "idle" | "sending" | "done" | "failed";

/** How long "All done!" stays before the button offers "Send" again. */
export const DONE_MS = 4000;

type Form = UseFormReturn<ContactFormValues, unknown, ContactBody>;

/** Sends the form to POST /api/contact/ and drives the button, the fields and the toasts. */
export function useContactSend(form: Form) {
  const { t } = useTranslation("contact");
  const [state, setState] = useState<SendState>("idle");
  const { reset, setError } = form;

  useEffect(() => {
    if (state !== "done") return;
    const timer = setTimeout(() => setState("idle"), DONE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const unavailable = useCallback(() => {
    setState("failed");
    notify.error(t("toast.unreachable"));
  }, [t]);

  const send = useCallback(
    async (body: ContactBody) => {
      setState("sending");
      const outcome = await callApi((api) => api.contact.send(body));
      if (outcome.ok) {
        reset();
        setState("done");
        notify.success(t("toast.sent"));
        return;
      }
      const { failure } = outcome;
      applyServerErrors(setError, failure.fieldErrors, CONTACT_FIELDS);
      setState("failed");
      notify.error(failure.status === 0 ? t("toast.unreachable") : failure.message);
    },
    [reset, setError, t],
  );

  return { state, send, unavailable };
}
