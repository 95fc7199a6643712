import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { useId } from "react";
import type { DeadLoadMessages } from "../../islands/dead-load";
import { CONCRETE_KINDS, concreteOptions, facts, factValues } from "../../lib/facts";
import { localizedPath } from "../../lib/languages";
import { formatNumber } from "../../lib/number-format";
import { FieldShell } from "../forms/field-parts";
import { TextField } from "../forms/TextField";
import * as formStyles from "../forms/Forms.module.css";
import { Button } from "../ui/Button";
import { IslandMessages } from "../ui/IslandMessages";
import * as spinnerStyles from "../ui/Spinner.module.css";
import { fieldErrors, numberInput } from "./field-messages";
import * as styles from "./Calculator.module.css";

/** The first structural class is preselected: the range the dead-load figures are quoted for. */
const DEFAULT_CLASS = concreteOptions.find((option) => option.kind === "structural")?.id;

/**
 * The dead-load calculator as the build serves it: an element's volume and a LECA concrete class
 * (facts.json concreteOptions, with each one's strength), its result empty. The dead-load island
 * (src/islands/dead-load.ts) loads as it comes near the screen.
 */
export function DeadLoadCalculator() {
  const { t } = useTranslation("calculator");
  const { language } = useI18next();
  const resultId = useId();
  const { deadLoad } = facts;
  const values = factValues(language);
  const messages: DeadLoadMessages = {
    options: [...concreteOptions],
    baselineKgM3: deadLoad.normalWeightConcreteKgM3,
    maxVolumeM3: deadLoad.maxVolumeM3,
    errors: fieldErrors(t, "deadLoad.errors.volume", deadLoad.maxVolumeM3, language),
    result: {
      strength: t("deadLoad.result.strength"),
      leca: t("deadLoad.result.leca"),
      normal: t("deadLoad.result.normal", values),
      saved: t("deadLoad.result.saved"),
    },
    contactPath: localizedPath("/contact/", language),
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
      method="get"
      data-island="dead-load"
      data-island-load="visible"
    >
      <div className={styles.pair}>
        <TextField name="element-volume" label={t("deadLoad.volume")} {...numberInput} />
        <FieldShell label={t("deadLoad.class")}>
          {(aria) => (
            <select
              name="class"
              defaultValue={DEFAULT_CLASS}
              className={`${formStyles.control} ${formStyles.select}`}
              {...aria}
            >
              {CONCRETE_KINDS.map((kind) => (
                <optgroup key={kind} label={t(`deadLoad.kinds.${kind}`)}>
                  {concreteOptions
                    .filter((option) => option.kind === kind)
                    .map((option) => (
                      <option key={option.id} value={option.id}>
                        {t("deadLoad.classOption", {
                          density: formatNumber(option.densityKgM3, language),
                          strength: formatNumber(option.strengthMPa, language),
                        })}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <Button htmlType="submit" size="lg" textButton={t("deadLoad.submit")} />
      <section className={styles.result} aria-labelledby={resultId} data-result hidden>
        <h3 id={resultId}>{t("deadLoad.result.heading")}</h3>
        <p data-slot="strength" />
        <p data-slot="leca" />
        <p data-slot="normal" />
        <p className={styles.headline} data-slot="saved" />
        <p className={styles.muted}>{t("deadLoad.result.basis")}</p>
        <Button
          link
          to="/contact/"
          size="lg"
          className={styles.quote}
          textButton={t("deadLoad.result.quote")}
        />
      </section>
      <p className="visually-hidden" role="status" aria-live="polite" data-slot="status" />
      <IslandMessages messages={messages} />
    </form>
  );
}
