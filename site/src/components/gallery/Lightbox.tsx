import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { LightboxMessages } from "../../contracts/lightbox";
import { IslandMessages } from "../ui/IslandMessages";
import { Picture } from "../ui/Picture";
import * as styles from "./Gallery.module.css";

export interface LightboxPicture {
  image: IGatsbyImageData;
  alt: string;
  caption?: { text: string; lang?: string; dir?: "ltr" };
}

/**
 * Full-screen picture viewer on a native modal <dialog>, served closed; src/islands/lightbox.ts
 * opens it. Each large picture is here as <Picture> renders it, inside a <template>: inert (not
 * fetched, not in the accessibility tree) until the viewer shows it.
 */
export function Lightbox({ pictures }: { pictures: LightboxPicture[] }) {
  const { t } = useTranslation("gallery");
  const messages: LightboxMessages = {
    position: t("lightbox.position", { current: "{{current}}", total: "{{total}}" }),
  };
  return (
    <dialog
      className={styles.lightbox}
      aria-label={t("lightbox.label")}
      aria-describedby="lightbox-hint"
      data-lightbox=""
    >
      <IslandMessages messages={messages} />
      <p id="lightbox-hint" className="visually-hidden">
        {t("lightbox.hint")}
      </p>
      {pictures.map((picture, index) => (
        <template key={index} data-lightbox-picture={index}>
          <Picture
            image={picture.image}
            alt={picture.alt}
            className={styles.stageImage}
            fit="contain"
          />
          {picture.caption && (
            <span lang={picture.caption.lang} dir={picture.caption.dir}>
              {picture.caption.text}
            </span>
          )}
        </template>
      ))}
      {/* The stage, in the dialog while it is open: one figure kept across pictures, so its live
          region announces each new position. */}
      <template data-lightbox-stage="">
        <figure className={styles.stage}>
          <figcaption className={styles.caption}>
            <span aria-live="polite" data-lightbox-position="" />
          </figcaption>
        </figure>
      </template>
      <div className={styles.controls}>
        <button type="button" className={styles.control} data-lightbox-step="-1">
          {t("lightbox.previous")}
        </button>
        <button type="button" className={styles.control} data-lightbox-step="1">
          {t("lightbox.next")}
        </button>
        <button type="button" className={styles.control} autoFocus data-lightbox-close="">
          {t("lightbox.close")}
        </button>
      </div>
    </dialog>
  );
}
