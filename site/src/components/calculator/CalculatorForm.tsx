import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { useId, type ReactNode } from "react";
import type { CalculatorMessages } from "../../contracts/calculator";
import { localizedPath } from "../../lib/languages";
import { FIELD_CLASSES } from "../forms/field-classes";
import { FieldShell } from "../forms/field-parts";
import * as formStyles from "../forms/Forms.module.css";
import { Button } from "../ui/Button";
import { IslandMessages } from "../ui/IslandMessages";
import * as styles from "./Calculator.module.css";

interface Props {
  /** The island that works the form out (src/islands/calculator.ts or dead-load.ts). */
  island: "calculator" | "dead-load";
  /** A field the form always sends (a select): in the URL, the form was sent before its island. */
  sentWith: string;
  /**
   * The calculator's key in calculator.json: its `submit` button, its `result.heading` and its
   * `result.quote`, the link that carries the result to the contact form, stand under it.
   */
  texts: "quantity" | "deadLoad";
  /** The island's own messages; the contact page's path and the fields' classes are added. */
  messages: object;
  /** The fields, above the Calculate button. */
  fields: ReactNode;
  /** The result's slots under its heading, empty until the island fills them. */
  children: ReactNode;
}

/**
 * What both calculators serve the same way: a GET form (it still answers, as a page with the
 * fields in its query, before the island is there), the Calculate button, the hidden result with
 * the quote link the island sets, the status line read out when the result changes, and the
 * island's messages with what both islands need. The island loads at the first touch of the form.
 */
export function CalculatorForm({ island, sentWith, texts, messages, fields, children }: Props) {
  const { language } = useI18next();
  const { t } = useTranslation("calculator");
  const resultId = useId();
  const shared: CalculatorMessages = {
    contactPath: localizedPath("/contact/", language),
    classes: FIELD_CLASSES,
  };
  return (
    <form
      className={`${formStyles.frame} ${styles.form}`}
      noValidate
      method="get"
      data-island={island}
      // At the first touch, not as it comes into view: on /calculator/ both forms are in view as
      // the page loads, and mounting them then cost the low-tier phone 200-370 ms of blocking
      // time against the page without scripts (bench --pages, 2026-11-26). A form sent before
      // the island arrived reloads with its fields in the URL, and the island then loads at once.
      data-island-load="interaction"
      data-island-now-with={sentWith}
    >
      {fields}
      <Button htmlType="submit" size="lg" textButton={t(`${texts}.submit`)} />
      <section className={styles.result} aria-labelledby={resultId} data-result hidden>
        <h3 id={resultId}>{t(`${texts}.result.heading`)}</h3>
        {children}
        <Button
          link
          to="/contact/"
          size="lg"
          className={styles.quote}
          textButton={t(`${texts}.result.quote`)}
        />
      </section>
      <p className="visually-hidden" role="status" aria-live="polite" data-slot="status" />
      <IslandMessages messages={{ ...messages, ...shared }} />
    </form>
  );
}

interface SelectProps {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  /** The options, in groups where a calculator has them. */
  children: ReactNode;
}

/** A calculator's drop-down: the shared field frame around a select the island reads by name. */
export function CalculatorSelect({ name, label, defaultValue, children }: SelectProps) {
  return (
    <FieldShell label={label}>
      {(aria) => (
        <select
          name={name}
          defaultValue={defaultValue}
          className={`${formStyles.control} ${formStyles.select}`}
          {...aria}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
