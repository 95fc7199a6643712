import { graphql } from "gatsby";

/**
 * The picture a link preview shows (Open Graph, X card, NewsArticle's image): a JPEG, because the
 * pages' own pictures are WebP only and several link-preview crawlers still refuse WebP. 1200 px
 * wide, the size Facebook and LinkedIn ask for. One small JPEG per item, made at build time.
 */
export const linkPreviewFields = graphql`
  fragment LinkPreview on ImageSharp {
    linkPreview: resize(width: 1200, toFormat: JPG, quality: 80) {
      src
    }
  }
`;

export type LinkPreview = { linkPreview?: { src: string } | null };

/** The preview picture's root-relative URL, if the item has a picture. */
export const linkPreviewSrc = (sharp: LinkPreview | null | undefined): string | undefined =>
  sharp?.linkPreview?.src;
