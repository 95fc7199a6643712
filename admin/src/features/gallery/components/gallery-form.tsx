import { FormProvider, useForm } from "react-hook-form";
import { LANGUAGES, type GalleryItem } from "@leca/api/contracts";
import type { GalleryCreate } from "@leca/api/client";
import { EditorShell } from "@/components/form/editor-shell";
import { paths } from "@/config/paths";
import { useItemEditor } from "@/hooks/use-item-editor";
import { keyedZodResolver } from "@/lib/form-errors";
import {
  GALLERY_FORM_FIELDS,
  galleryFormSchema,
  galleryFormValues,
  galleryInput,
  type GalleryFormOutput,
  type GalleryFormValues,
} from "./gallery-form-schema";
import { GalleryImages } from "./gallery-images";
import { GalleryLanguageFields } from "./gallery-language-fields";

interface GalleryFormProps {
  item?: GalleryItem;
  save: (input: GalleryCreate) => Promise<GalleryItem>;
  onSaved: (saved: GalleryItem) => void;
  /** Edit only: replaces what is on screen with the version someone else saved. */
  reload?: { run: () => void; pending: boolean };
}

/** The one gallery editor, for new items and existing ones. */
export function GalleryForm({ item, save, onSaved, reload }: GalleryFormProps) {
  const form = useForm<GalleryFormValues, unknown, GalleryFormOutput>({
    resolver: keyedZodResolver(galleryFormSchema),
    defaultValues: galleryFormValues(item),
  });
  const editor = useItemEditor(form, {
    isNew: !item,
    toInput: galleryInput,
    save,
    onSaved,
    fields: GALLERY_FORM_FIELDS,
  });
  return (
    <FormProvider {...form}>
      <EditorShell
        {...editor}
        reload={reload}
        slug={{ ...editor.slug, sitePath: paths.site.gallery }}
        cancelHref={paths.gallery.list.getHref()}
      >
        <section className="editor__section" aria-labelledby="gallery-content">
          <h2 id="gallery-content">Content</h2>
          {LANGUAGES.map((lang) => (
            <GalleryLanguageFields key={lang} lang={lang} />
          ))}
        </section>
        <section className="editor__section" aria-labelledby="gallery-images">
          <h2 id="gallery-images">Images</h2>
          <GalleryImages />
        </section>
      </EditorShell>
    </FormProvider>
  );
}
