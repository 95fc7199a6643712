import { useTranslation } from "gatsby-plugin-react-i18next";
import type { ContactMessages } from "../../contracts/contact";
import { FIELD_CLASSES } from "../forms/field-classes";
import { RadioGroupField } from "../forms/RadioGroupField";
import { SelectField } from "../forms/SelectField";
import { TextAreaField } from "../forms/TextAreaField";
import { TextField } from "../forms/TextField";
import * as formStyles from "../forms/Forms.module.css";
import { Button } from "../ui/Button";
import { IslandMessages } from "../ui/IslandMessages";
import {
  CONTACT_FORM_ID,
  CONTACT_METHODS,
  CONTINENTS,
  DEFAULT_METHOD,
  HONEYPOT_FIELD,
} from "../../contracts/contact-fields";
import { CONTACT_MAX_LENGTHS, type ContactTextField } from "./field-lengths";
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
    classes: FIELD_CLASSES,
  };

  // A text field's name, its label (a key under "fields"), what the browser may fill in and the
  // API's cap on its length.
  const text = (name: ContactTextField, label: string, autoComplete: string) => ({
    name,
    label: t(`fields.${label}`),
    autoComplete,
    maxLength: CONTACT_MAX_LENGTHS[name],
  });

  return (
    <form
      id={id}
      className={`${formStyles.frame} ${styles.form}`}
      noValidate
      data-island="contact-form"
      data-island-load="interaction"
    >
      <div className={styles.grid}>
        <TextField {...text("name", "name", "given-name")} />
        <TextField {...text("family", "family", "family-name")} />
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
          className={styles.wide}
          // street-address is for multi-line fields only; one line holds the first address line.
          {...text("address", "address", "address-line1")}
        />
        <TextField {...text("city", "city", "address-level2")} />
        <TextField {...text("postal-code", "postalCode", "postal-code")} />
        <RadioGroupField
          name="how-to-contact"
          className={styles.wide}
          label={t("fields.howToContact")}
          options={CONTACT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
          defaultValue={DEFAULT_METHOD}
        />
        <TextField
          type="email"
          // Addresses and numbers read left to right, in the Arabic page too.
          dir="ltr"
          {...text("email", "email", "email")}
        />
        <TextField
          type="tel"
          dir="ltr"
          hint={t("fields.phoneHint")}
          {...text("phone", "phone", "tel")}
        />
        <TextAreaField
          name="message"
          className={styles.wide}
          label={
            <>
              {t("fields.message")} <span className={styles.optional}>{t("fields.optional")}</span>
            </>
          }
          maxLength={CONTACT_MAX_LENGTHS.message}
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
