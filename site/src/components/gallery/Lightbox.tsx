import { useEffect, useRef } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { LightboxMessages } from "../../islands/lightbox";
import { useSwipe } from "../../lib/useSwipe";
import { Picture } from "../ui/Picture";
import * as pictureStyles from "../ui/Picture.module.css";
import * as styles from "./Gallery.module.css";

export interface LightboxPicture {
  image: IGatsbyImageData;
  alt: string;
  caption?: { text: string; lang?: string; dir?: "ltr" };
}

interface Props {
  pictures: LightboxPicture[];
  index: number | null;
  onChange: (index: number | null) => void;
}

/**
 * Full-screen picture viewer on a native modal <dialog> (focus is trapped and restored by the
 * browser): arrow keys and swipes move between pictures, Escape and the close button leave.
 */
export function Lightbox({ pictures, index, onChange }: Props) {
  const { t, i18n } = useTranslation("gallery");
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  const total = pictures.length;
  const rtl = i18n.dir() === "rtl";
  const step = (by: number) => index !== null && onChange((index + by + total) % total);
  // "Next" is towards the reading end: left in Arabic.
  const swipe = useSwipe((direction) => step((direction === "left") !== rtl ? 1 : -1));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) step(1);
    else if (event.key === back) step(-1);
    else return;
    event.preventDefault();
  };

  const picture = index !== null ? pictures[index] : undefined;
  // What the lightbox island (src/islands/lightbox.ts) needs to open the server's closed dialog.
  const messages: LightboxMessages = {
    position: t("lightbox.position", { current: "{{current}}", total: "{{total}}" }),
    classes: {
      stage: styles.stage,
      stageImage: styles.stageImage,
      caption: styles.caption,
      picture: pictureStyles.picture,
      image: pictureStyles.image,
    },
    pictures: pictures.map(({ alt, caption, image }) => ({
      alt,
      ...(caption ? { caption } : {}),
      image: {
        layout: image.layout,
        width: image.width,
        height: image.height,
        backgroundColor: image.backgroundColor,
        images: image.images,
        placeholder: image.placeholder,
      },
    })),
  };
  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={t("lightbox.label")}
      aria-describedby="lightbox-hint"
      onClose={() => onChange(null)}
      onKeyDown={onKeyDown}
      data-lightbox=""
    >
      <script
        type="application/json"
        data-island-messages=""
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(messages).replace(/</g, "\\u003c"),
        }}
      />
      <p id="lightbox-hint" className="visually-hidden">
        {t("lightbox.hint")}
      </p>
      {picture && (
        <figure className={styles.stage} {...swipe}>
          <Picture
            image={picture.image}
            alt={picture.alt}
            className={styles.stageImage}
            fit="contain"
          />
          <figcaption className={styles.caption}>
            <span aria-live="polite">
              {t("lightbox.position", { current: (index ?? 0) + 1, total })}
            </span>
            {picture.caption && (
              <span lang={picture.caption.lang} dir={picture.caption.dir}>
                {picture.caption.text}
              </span>
            )}
          </figcaption>
        </figure>
      )}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => step(-1)}
          data-lightbox-step="-1"
        >
          {t("lightbox.previous")}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => step(1)}
          data-lightbox-step="1"
        >
          {t("lightbox.next")}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => onChange(null)}
          autoFocus
          data-lightbox-close=""
        >
          {t("lightbox.close")}
        </button>
      </div>
    </dialog>
  );
}
