import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { CSSProperties } from "react";
import * as styles from "./Picture.module.css";

interface Props {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** "eager" (fetched first, at high priority) only for a picture likely to be the largest paint. */
  loading?: "eager" | "lazy";
  fit?: "cover" | "contain";
}

/**
 * The size the `<img>` states (whole pixels, so the browser knows the aspect ratio before it
 * loads). gatsby-plugin-image gives a full-width image only its ratio (width 1, height 0.5625):
 * its widest rendition stands in for the width.
 */
function intrinsicSize({ layout, width, height, images }: IGatsbyImageData) {
  if (layout !== "fullWidth") return { width, height };
  const widths = [...(images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w/g)].map((match) =>
    Number(match[1]),
  );
  const widest = Math.max(1, ...widths);
  return { width: widest, height: Math.round((widest * height) / width) };
}

/**
 * A picture processed by gatsby-plugin-image (sizes, WebP sources, placeholder colour),
 * written as plain responsive `<picture>` markup.
 *
 * Why not <GatsbyImage>: its server markup is invalid HTML (a sizer `<img>` with a role and an
 * empty alt; lazy `<source>`s carrying data-srcset and no srcset), and it hydrates each picture
 * through a chunk that ships react-dom/server (16.5 KB gz) to every page. The browser's own lazy
 * loading, with width, height and aspect-ratio reserving the space, does the same job without JS.
 */
export function Picture({ image, alt, className, loading = "lazy", fit = "cover" }: Props) {
  const { layout, width, height, backgroundColor, images, placeholder } = image;
  const size = intrinsicSize(image);
  const style = {
    "--picture-ratio": `${width} / ${height}`,
    "--picture-width": layout === "fullWidth" ? undefined : `${width}px`,
    backgroundColor,
    backgroundImage: placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined,
  } as CSSProperties;
  // React 18 passes the lowercase attribute through; it does not know `fetchPriority` yet.
  const priority = loading === "eager" ? { fetchpriority: "high" } : {};
  return (
    <picture className={[styles.picture, className].filter(Boolean).join(" ")} style={style}>
      {images.sources?.map((source) => (
        <source
          key={`${source.type}${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        className={styles.image}
        data-fit={fit}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        alt={alt}
        width={size.width}
        height={size.height}
        loading={loading}
        // Always off the frame's critical path: an eager picture decoded in step with the page held
        // the first frame (the text included) until its decode finished, on a 2-core machine 20-60
        // ms after the frame was ready. Its space is reserved, so appearing a frame later moves
        // nothing.
        decoding="async"
        {...priority}
      />
    </picture>
  );
}
