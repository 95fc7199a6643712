import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import type { OwnMessages, QuantityMessages } from "../../contracts/calculator";
import { calculatorData } from "../../lib/calculator/data";
import { factValues } from "../../lib/facts";
import { CALCULATOR_PRODUCTS, type CalculatorProduct } from "../../lib/calculator/quantity";
import { formatNumber } from "@leca/shared/i18n";
import { RadioGroupField } from "../forms/RadioGroupField";
import { TextField } from "../forms/TextField";
import { CalculatorForm, CalculatorSelect } from "./CalculatorForm";
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
  const messages: OwnMessages<QuantityMessages> = {
    data,
    errors: Object.fromEntries(
      MEASURE_FIELDS.map((field) => [
        field,
        fieldErrors(t, `quantity.errors.${field}`, maxima[field], language),
      ]),
    ) as QuantityMessages["errors"],
    result: t("quantity.result", { returnObjects: true }) as unknown as QuantityMessages["result"],
    packCount: t("summary.packCount"),
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

  const fields = (
    <div className={styles.fields}>
      <CalculatorSelect name="use" label={t("quantity.use")}>
        {products.length > 1
          ? products.map((name) => (
              <optgroup key={name} label={t(`products.${name}`)}>
                {useOptions(name)}
              </optgroup>
            ))
          : products.map(useOptions)}
      </CalculatorSelect>
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
  );

  return (
    <CalculatorForm
      island="calculator"
      sentWith="use"
      texts="quantity"
      messages={messages}
      fields={fields}
    >
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
    </CalculatorForm>
  );
}
