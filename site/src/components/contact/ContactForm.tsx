import { useTranslation } from "gatsby-plugin-react-i18next";
import type { ContactMessages } from "../../contracts/contact";
import { RadioGroupField } from "../forms/RadioGroupField";
import { SelectField } from "../forms/SelectField";
import { TextAreaField } from "../forms/TextAreaField";
import { TextField } from "../forms/TextField";
import * as formStyles from "../forms/Forms.module.css";
import { Button } from "../ui/Button";
import { IslandMessages } from "../ui/IslandMessages";
import * as spinnerStyles from "../ui/Spinner.module.css";
import {
  CONTACT_FORM_ID,
  CONTACT_METHODS,
  CONTINENTS,
  DEFAULT_METHOD,
  HONEYPOT_FIELD,
} from "../../contracts/contact-fields";
import { Honeypot } from "./Honeypot";
import * as styles from "./Contact.module.css";

/**
 * The contact form: the spec's eleven fields, served empty with the country list waiting for a
 * continent. The contact form island (src/islands/contact-form.ts) loads at the first touch and
 * validates with the API's own schema, fills the countries, sends, and drives the four-state
 * button and the toasts.
 */
export function ContactForm({ id = CONTACT_FORM_ID }: { id?: string }) {
  const { t } = useTranslation("contact");
  const { t: errorsT } = useTranslation("errors");
  // What the island says, translated here at build time. Every message the schema can give is a
  // key under "contact" or "validation" in errors.json.
  const messages: ContactMessages = {
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
      id={id}
      className={styles.form}
      noValidate
      data-island="contact-form"
      data-island-load="interaction"
    >
      <div className={styles.grid}>
        <TextField name="name" label={t("fields.name")} autoComplete="given-name" maxLength={100} />
        <TextField
          name="family"
          label={t("fields.family")}
          autoComplete="family-name"
          maxLength={100}
        />
        <SelectField
          name="continent"
          label={t("fields.continent")}
          placeholder={t("fields.continentPlaceholder")}
          options={CONTINENTS.map((code) => ({ value: code, label: t(`continents.${code}`) }))}
        />
        <SelectField
          name="country"
          label={t("fields.country")}
          placeholder={t("fields.countryWaiting")}
          options={[]}
          autoComplete="country"
          disabled
        />
        <TextField
          name="address"
          className={styles.wide}
          label={t("fields.address")}
          // street-address is for multi-line fields only; one line holds the first address line.
          autoComplete="address-line1"
          maxLength={200}
        />
        <TextField
          name="city"
          label={t("fields.city")}
          autoComplete="address-level2"
          maxLength={100}
        />
        <TextField
          name="postal-code"
          label={t("fields.postalCode")}
          autoComplete="postal-code"
          maxLength={15}
        />
        <RadioGroupField
          name="how-to-contact"
          className={styles.wide}
          label={t("fields.howToContact")}
          options={CONTACT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
          defaultValue={DEFAULT_METHOD}
        />
        <TextField
          name="email"
          type="email"
          // Addresses and numbers read left to right, in the Arabic page too.
          dir="ltr"
          label={t("fields.email")}
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          name="phone"
          type="tel"
          dir="ltr"
          label={t("fields.phone")}
          hint={t("fields.phoneHint")}
          autoComplete="tel"
          maxLength={32}
        />
        <TextAreaField
          name="message"
          className={styles.wide}
          label={
            <>
              {t("fields.message")} <span className={styles.optional}>{t("fields.optional")}</span>
            </>
          }
          maxLength={5000}
        />
      </div>
      <Honeypot name={HONEYPOT_FIELD} label={t("fields.website")} />
      {/* Issue 21: a calculator's request (filled by the quote summary) and the page it came from. */}
      <input type="hidden" name="quote" defaultValue="" />
      <input type="hidden" name="source" defaultValue="" />
      <p className={styles.privacy}>{t("privacy")}</p>
      <Button htmlType="submit" size="lg" textButton={t("submit.send")} />
      <IslandMessages messages={messages} />
    </form>
  );
}
