import type { ReactNode } from "react";
import { langAttributes, type Picked } from "../../lib/localized";
import * as styles from "./Gallery.module.css";

interface GalleryArticleProps {
  title: Picked;
  description: Picked;
  /** The pictures: the thumbnails' list (GalleryThumbs), with the lightbox on the gallery page. */
  children: ReactNode;
  /** The preview page's empty frame (pages/preview.tsx): each part named for its island. */
  slots?: boolean;
}

/**
 * A gallery as the site shows it: title, description and its pictures. The gallery page
 * (templates/gallery-item.tsx) renders it with an item at build time; the preview page renders
 * its frame, which the preview island fills with a draft, so a preview is this same markup.
 */
export function GalleryArticle({
  title,
  description,
  children,
  slots = false,
}: GalleryArticleProps) {
  const slot = (name: string) => (slots ? { "data-slot": name } : {});
  return (
    <div className={`container ${styles.page}`}>
      <h1 {...langAttributes(title)} {...slot("title")}>
        {title.text}
      </h1>
      <p {...langAttributes(description)} {...slot("description")}>
        {description.text}
      </p>
      {children}
    </div>
  );
}

interface GalleryThumbProps {
  /** The thumbnail (components/ui/Picture, cut 4:3 around its focal point). */
  picture: ReactNode;
  /** Its caption, marked lang/dir where it is the English fallback (langAttributes). */
  caption: { text: string; lang?: string; dir?: "ltr" | "rtl" } | null;
  /** On the gallery page the thumbnail is the button that opens the lightbox at it. */
  opens?: { index: number; label: string };
}

/** One picture of a gallery's list: its thumbnail and its caption. */
export function GalleryThumb({ picture, caption, opens }: GalleryThumbProps) {
  return (
    <li>
      {opens ? (
        <button
          type="button"
          className={styles.thumb}
          aria-label={opens.label}
          data-lightbox-open={opens.index}
        >
          {picture}
        </button>
      ) : (
        <div className={styles.thumb}>{picture}</div>
      )}
      {caption && (
        <p className={styles.thumbCaption} lang={caption.lang} dir={caption.dir}>
          {caption.text}
        </p>
      )}
    </li>
  );
}
