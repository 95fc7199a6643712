import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import type { DeadLoadMessages, OwnMessages } from "../../contracts/calculator";
import { CONCRETE_KINDS, concreteOptions, facts, factValues } from "../../lib/facts";
import { formatNumber } from "@leca/shared/i18n";
import { TextField } from "../forms/TextField";
import { CalculatorForm, CalculatorSelect } from "./CalculatorForm";
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
  const { deadLoad } = facts;
  const values = factValues(language);
  const messages: OwnMessages<DeadLoadMessages> = {
    options: [...concreteOptions],
    baselineKgM3: deadLoad.normalWeightConcrete.densityKgM3,
    maxVolumeM3: deadLoad.maxVolumeM3,
    errors: fieldErrors(t, "deadLoad.errors.volume", deadLoad.maxVolumeM3, language),
    result: {
      strength: t("deadLoad.result.strength"),
      leca: t("deadLoad.result.leca"),
      normal: t("deadLoad.result.normal", values),
      saved: t("deadLoad.result.saved"),
    },
  };

  const fields = (
    <div className={styles.pair}>
      <TextField name="element-volume" label={t("deadLoad.volume")} {...numberInput} />
      <CalculatorSelect name="class" label={t("deadLoad.class")} defaultValue={DEFAULT_CLASS}>
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
      </CalculatorSelect>
    </div>
  );

  return (
    <CalculatorForm
      island="dead-load"
      sentWith="class"
      texts="deadLoad"
      messages={messages}
      fields={fields}
    >
      <p data-slot="strength" />
      <p data-slot="leca" />
      <p data-slot="normal" />
      <p className={styles.headline} data-slot="saved" />
      <p className={styles.muted}>{t("deadLoad.result.basis")}</p>
    </CalculatorForm>
  );
}
