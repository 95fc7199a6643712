import type { ContactBody } from "@leca/api/contracts";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useForm } from "react-hook-form";
import { loadToasts } from "../../lib/toasts";
import { Button } from "../ui/Button";
import { useErrorText } from "../forms/error-text";
import { RadioGroupField } from "../forms/RadioGroupField";
import { TextAreaField } from "../forms/TextAreaField";
import { TextField } from "../forms/TextField";
import { CONTACT_METHODS, EMPTY_CONTACT, type ContactFormValues } from "./choices";
import { CountryFields } from "./CountryFields";
import { Honeypot } from "./Honeypot";
import { useContactSend } from "./useContactSend";
import { UNAVAILABLE, lazyContactResolver, loadValidation } from "./validation-loader";
import * as styles from "./Contact.module.css";
import type { ContactMessages } from "../../islands/contact-form";
import * as formStyles from "../forms/Forms.module.css";
import * as spinnerStyles from "../ui/Spinner.module.css";

const BUTTON_LABEL = { idle: "send", sending: "sending", done: "done", failed: "failed" } as const;

// Fetches what sending needs (the schema, the toasts) as soon as the visitor is in the form.
const prepare = () => {
  loadValidation().catch(() => undefined);
  loadToasts().catch(() => undefined);
};

/** The contact form: the spec's eleven fields, validated by the API's own schema. */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const errorText = useErrorText();
  const form = useForm<ContactFormValues, unknown, ContactBody>({
    resolver: lazyContactResolver,
    defaultValues: EMPTY_CONTACT,
  });
  const { register, handleSubmit, formState } = form;
  const { state, send, unavailable } = useContactSend(form);
  const error = (field: keyof ContactFormValues) => errorText(formState.errors[field]);
  const submit = handleSubmit(send, (errors) => {
    if (errors.root?.type === UNAVAILABLE) unavailable();
  });
  const { t: errorsT } = useTranslation("errors");
  // What the island (src/islands/contact-form.ts) says, translated here at build time. Every
  // message the schema can give is a key under "contact" or "validation" in errors.json.
  const islandMessages: ContactMessages = {
    errors: Object.fromEntries(
      (["contact", "validation"] as const).flatMap((group) =>
        Object.entries(
          errorsT(group, { returnObjects: true }) as unknown as Record<string, string>,
        ).map(([key, text]) => [`${group}.${key}`, text]),
      ),
    ),
    countryPlaceholder: t("fields.countryPlaceholder"),
    countryWaiting: t("fields.countryWaiting"),
    submit: {
      idle: t("submit.send"),
      sending: t("submit.sending"),
      done: t("submit.done"),
      failed: t("submit.failed"),
    },
    toast: { sent: t("toast.sent"), unreachable: t("toast.unreachable") },
    notifications: t("notifications"),
    classes: {
      invalid: formStyles.invalid ?? "",
      error: formStyles.error ?? "",
      spinner: spinnerStyles.spinner ?? "",
    },
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      onFocus={prepare}
      data-island="contact-form"
      data-island-load="interaction"
    >
      <div className={styles.grid}>
        <TextField
          label={t("fields.name")}
          autoComplete="given-name"
          maxLength={100}
          error={error("name")}
          {...register("name")}
        />
        <TextField
          label={t("fields.family")}
          autoComplete="family-name"
          maxLength={100}
          error={error("family")}
          {...register("family")}
        />
        <CountryFields form={form} error={error} />
        <TextField
          className={styles.wide}
          label={t("fields.address")}
          // street-address is for multi-line fields only; one line holds the first address line.
          autoComplete="address-line1"
          maxLength={200}
          error={error("address")}
          {...register("address")}
        />
        <TextField
          label={t("fields.city")}
          autoComplete="address-level2"
          maxLength={100}
          error={error("city")}
          {...register("city")}
        />
        <TextField
          label={t("fields.postalCode")}
          autoComplete="postal-code"
          maxLength={15}
          error={error("postal-code")}
          {...register("postal-code")}
        />
        <RadioGroupField
          className={styles.wide}
          label={t("fields.howToContact")}
          options={CONTACT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
          error={error("how-to-contact")}
          registration={register("how-to-contact")}
        />
        <TextField
          type="email"
          // Addresses and numbers read left to right, in the Arabic page too.
          dir="ltr"
          label={t("fields.email")}
          autoComplete="email"
          maxLength={254}
          error={error("email")}
          {...register("email")}
        />
        <TextField
          type="tel"
          dir="ltr"
          label={t("fields.phone")}
          hint={t("fields.phoneHint")}
          autoComplete="tel"
          maxLength={32}
          error={error("phone")}
          {...register("phone")}
        />
        <TextAreaField
          className={styles.wide}
          label={
            <>
              {t("fields.message")} <span className={styles.optional}>{t("fields.optional")}</span>
            </>
          }
          maxLength={5000}
          error={error("message")}
          {...register("message")}
        />
      </div>
      <Honeypot label={t("fields.website")} {...register("website")} />
      <p className={styles.privacy}>{t("privacy")}</p>
      <Button
        htmlType="submit"
        size="lg"
        loading={state === "sending"}
        textButton={t(`submit.${BUTTON_LABEL[state]}`)}
      />
      <script
        type="application/json"
        data-island-messages=""
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(islandMessages).replace(/</g, "\\u003c"),
        }}
      />
    </form>
  );
}
