import { useFormContext, useWatch } from "react-hook-form";
import { LANGUAGES, type Lang } from "@leca/shared/contracts";
import { PICTURE_ALT_MAX } from "@leca/shared/kinds";
import { TextField } from "@/components/form/field";
import { emptyLocalized, inputLanguage } from "@/components/form/languages";
import { useOutdatedNote } from "@/features/items/translation/outdated-note";
import { Button } from "@/components/ui/button";
import { IMAGE_ACCEPT, useSingleUpload } from "@/hooks/use-single-upload";
import { useUploadLimit } from "@/hooks/use-upload-limit";
import { useT } from "@/i18n";
import { CoverFocus } from "./cover-focus";
import type { CoverForm } from "./picture-schemas";

/** The cover's alt text in one language, flagged when its English changed since translation. */
function CoverAlt({ lang }: { lang: Lang }) {
  const { t } = useT();
  const { register, formState, control } = useFormContext<CoverForm>();
  const note = useOutdatedNote(lang, "cover.alt", `cover.alt.${lang}`);
  const field = register(`cover.alt.${lang}`);
  const alt = useWatch({ control, name: `cover.alt.${lang}` }) ?? "";
  return (
    <TextField
      label={t("items.cover.altIn", { language: t(`common.languages.${lang}`) })}
      error={formState.errors.cover?.alt?.[lang]?.message}
      note={note}
      limit={{ max: PICTURE_ALT_MAX, length: alt.length }}
      {...inputLanguage(lang)}
      {...field}
    />
  );
}

export function CoverField() {
  const { t } = useT();
  const { control, setValue, getValues, formState } = useFormContext<CoverForm>();
  const cover = useWatch({ control, name: "cover" });
  const uploadLimit = useUploadLimit();
  const errors = formState.errors.cover;
  const {
    choose,
    progress,
    error: uploadError,
  } = useSingleUpload((media) => {
    // A replaced image keeps the alt texts and focal point already chosen for the old one.
    const old = getValues("cover");
    const alt = old?.alt ?? emptyLocalized();
    const focus = old?.focus ?? null;
    setValue("cover", { mediaId: media.id, url: media.url, alt, focus }, { shouldDirty: true });
  });

  return (
    <div className="cover-field">
      <TextField
        label={t(cover ? "items.cover.replace" : "items.cover.upload")}
        type="file"
        accept={IMAGE_ACCEPT}
        hint={`${t("items.cover.hint")} ${uploadLimit}`.trim()}
        error={uploadError ?? errors?.mediaId?.message ?? errors?.message}
        onChange={choose}
      />
      {progress !== null && (
        <progress
          className="upload-progress"
          max={1}
          value={progress}
          aria-label={t("items.cover.progress")}
        />
      )}
      {cover && (
        <div className="cover-field__preview">
          <CoverFocus />
          {LANGUAGES.map((lang) => (
            <CoverAlt key={lang} lang={lang} />
          ))}
          <Button
            variant="secondary"
            onClick={() => setValue("cover", null, { shouldDirty: true })}
          >
            {t("items.cover.remove")}
          </Button>
        </div>
      )}
    </div>
  );
}
