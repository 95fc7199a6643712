import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { useId } from "react";
import type { QuantityMessages } from "../../islands/calculator";
import { calculatorData } from "../../lib/calculator/data";
import { factValues } from "../../lib/facts";
import { CALCULATOR_PRODUCTS, type CalculatorProduct } from "../../lib/calculator/quantity";
import { localizedPath } from "../../lib/languages";
import { formatNumber } from "../../lib/number-format";
import { FieldShell } from "../forms/field-parts";
import { RadioGroupField } from "../forms/RadioGroupField";
import { TextField } from "../forms/TextField";
import * as formStyles from "../forms/Forms.module.css";
import { Button } from "../ui/Button";
import { IslandMessages } from "../ui/IslandMessages";
import * as spinnerStyles from "../ui/Spinner.module.css";
import { fieldErrors, numberInput } from "./field-messages";
import * as styles from "./Calculator.module.css";

const MEASURE_FIELDS = ["area", "thickness", "volume"] as const;

/**
 * The quantity calculator as the build serves it: the use, the measurements and an empty result.
 * The calculator island (src/islands/calculator.ts) loads as the form comes near the screen and
 * works it out; its data (uses, packs, allowances) is facts.json's, carried in the page.
 */
export function QuantityCalculator({ product }: { product?: CalculatorProduct }) {
  const { t } = useTranslation("calculator");
  const { language } = useI18next();
  const resultId = useId();
  const data = calculatorData(product);
  const products = CALCULATOR_PRODUCTS.filter((name) =>
    data.uses.some((use) => use.product === name),
  );
  const { limits } = data;
  const maxima = {
    area: limits.maxAreaM2,
    thickness: limits.maxThicknessMm,
    volume: limits.maxVolumeM3,
  };
  const messages: QuantityMessages = {
    data,
    errors: Object.fromEntries(
      MEASURE_FIELDS.map((field) => [
        field,
        fieldErrors(t, `quantity.errors.${field}`, maxima[field], language),
      ]),
    ) as QuantityMessages["errors"],
    result: t("quantity.result", { returnObjects: true }) as unknown as QuantityMessages["result"],
    packCount: t("summary.packCount"),
    contactPath: localizedPath("/contact/", language),
    classes: {
      invalid: formStyles.invalid ?? "",
      error: formStyles.error ?? "",
      spinner: spinnerStyles.spinner ?? "",
    },
  };
  const first = data.uses[0];
  const useOptions = (name: CalculatorProduct) =>
    data.uses
      .filter((use) => use.product === name)
      .map((use) => (
        <option key={use.id} value={use.id}>
          {t(`quantity.uses.${use.id}`)}
        </option>
      ));

  return (
    <form
      className={styles.form}
      noValidate
      method="get"
      data-island="calculator"
      data-island-load="visible"
    >
      <div className={styles.fields}>
        <FieldShell label={t("quantity.use")}>
          {(aria) => (
            <select name="use" className={`${formStyles.control} ${formStyles.select}`} {...aria}>
              {products.length > 1
                ? products.map((name) => (
                    <optgroup key={name} label={t(`products.${name}`)}>
                      {useOptions(name)}
                    </optgroup>
                  ))
                : products.map(useOptions)}
            </select>
          )}
        </FieldShell>
        <RadioGroupField
          name="measure"
          label={t("quantity.measure")}
          options={[
            { value: "area", label: t("quantity.measures.area") },
            { value: "volume", label: t("quantity.measures.volume") },
          ]}
          defaultValue="area"
        />
        <div className={styles.pair} data-measure="area">
          <TextField name="area" label={t("quantity.area")} {...numberInput} />
          <TextField
            name="thickness"
            label={t("quantity.thickness")}
            hint={t("quantity.thicknessHint")}
            defaultValue={first ? formatNumber(first.thicknessMm, language) : undefined}
            {...numberInput}
          />
        </div>
        <div className={styles.pair} data-measure="volume" hidden>
          <TextField name="volume" label={t("quantity.volume")} {...numberInput} />
        </div>
      </div>
      <Button htmlType="submit" size="lg" textButton={t("quantity.submit")} />
      <section className={styles.result} aria-labelledby={resultId} data-result hidden>
        <h3 id={resultId}>{t("quantity.result.heading")}</h3>
        <p className={styles.headline} data-slot="volume" />
        <p data-slot="allowance" />
        <div data-slot="best">
          <h4>{t("quantity.result.bestHeading")}</h4>
          <ul className={styles.list} data-slot="best-list" />
          <p data-slot="best-supply" />
          <p className={styles.muted}>{t("quantity.result.bestBasis", factValues(language))}</p>
        </div>
        <div data-slot="packs">
          <h4>{t("quantity.result.packsHeading")}</h4>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("quantity.result.pack")}</th>
                <th scope="col">{t("quantity.result.count")}</th>
              </tr>
            </thead>
            <tbody data-slot="packs-rows" />
          </table>
        </div>
        <div data-slot="container">
          <h4>{t("quantity.result.containerHeading")}</h4>
          <ul className={styles.list} data-slot="container-list" />
          <p data-slot="container-fill" />
        </div>
        <p className={styles.muted} data-slot="note" />
        <Button
          link
          to="/contact/"
          size="lg"
          className={styles.quote}
          textButton={t("quantity.result.quote")}
        />
      </section>
      <p className="visually-hidden" role="status" aria-live="polite" data-slot="status" />
      <IslandMessages messages={messages} />
    </form>
  );
}
