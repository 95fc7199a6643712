import { useEffect, useMemo, useState } from "react";
import type { ContactBody } from "@leca/api/contracts";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "../forms/SelectField";
import { CONTINENTS, type ContactFormValues } from "./choices";
import { countryOptions } from "./country-options";
import { loadValidation, type Validation } from "./validation-loader";

interface Props {
  form: UseFormReturn<ContactFormValues, unknown, ContactBody>;
  error: (field: "continent" | "country") => string | undefined;
}

/** Continent, then the countries on it (in the page's language); country waits for a continent. */
export function CountryFields({ form, error }: Props) {
  const { t } = useTranslation("contact");
  const { language } = useI18next();
  const { register, watch, getValues, setValue } = form;
  const [geo, setGeo] = useState<Validation | null>(null);
  const continent = watch("continent");

  useEffect(() => {
    if (!continent || geo) return;
    let active = true;
    loadValidation().then(
      (loaded) => active && setGeo(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [continent, geo]);

  const countries = useMemo(
    () => (geo && continent ? countryOptions(geo.countriesOf(continent), language) : []),
    [geo, continent, language],
  );

  const continentField = register("continent", {
    onChange: () => {
      const next = getValues("continent");
      const country = getValues("country");
      // A transcontinental country (Russia, Egypt...) stays chosen; any other is cleared.
      if (!(geo && next && geo.countriesOf(next).some((code) => code === country))) {
        setValue("country", "");
      }
    },
  });

  return (
    <>
      <SelectField
        label={t("fields.continent")}
        placeholder={t("fields.continentPlaceholder")}
        options={CONTINENTS.map((code) => ({ value: code, label: t(`continents.${code}`) }))}
        error={error("continent")}
        {...continentField}
      />
      <SelectField
        label={t("fields.country")}
        placeholder={t(continent ? "fields.countryPlaceholder" : "fields.countryWaiting")}
        options={countries}
        autoComplete="country"
        disabled={countries.length === 0}
        error={error("country")}
        {...register("country")}
      />
    </>
  );
}
