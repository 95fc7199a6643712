import type { ItemKindName } from "@leca/shared/contracts";
import type { Kinds, LocalizedField, MarkdownField, PictureField } from "@leca/shared/kinds";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { LocalizedText } from "../../lib/localized";

/** What a query asks of a processed picture by default: its responsive image data. */
export type Sharp = { gatsbyImageData: IGatsbyImageData };

/** A picture file as a query selects it: `{ childImageSharp { … } }`, null when none was made. */
export type SharpFile<S = Sharp> = { childImageSharp: S | null } | null;

/** A picture with its alt text and the one processed size the query asks for, as `image`. */
export interface NodePicture<S = Sharp> {
  alt: LocalizedText;
  image: SharpFile<S>;
}

/** A config field's value on the node (gatsby/schema.ts makes the GraphQL type the same way). */
type NodeValue<F> = F extends LocalizedField
  ? F extends { required: string }
    ? LocalizedText
    : LocalizedText | null
  : F extends PictureField
    ? NodePicture | null
    : NodePicture[];

/** Markdown is read as its rendered HTML: `body` -> `bodyHtml` (schema.ts, markdownNodeField). */
type NodeName<N extends string, F> = F extends MarkdownField ? `${N}Html` : N;

/** What the site adds to a kind's node beyond its config (gatsby/node-extras.ts). */
interface NodeExtras {
  news: object;
  gallery: { cover: NodePicture | null; pictureCount: number };
}

type FieldsOf<K extends ItemKindName> = Kinds[K]["fields"];

/** A kind's node as the page queries read it, derived from the kind's config. */
export type ItemNode<K extends ItemKindName> = {
  id: string;
  slug: string;
  publishedAt: string;
  updatedAt: string;
} & {
  -readonly [N in keyof FieldsOf<K> & string as NodeName<N, FieldsOf<K>[N]>]: NodeValue<
    FieldsOf<K>[N]
  >;
} & NodeExtras[K];

/**
 * The fields one query selects: `Keys` as the node has them, and each picture field in the shape
 * the query selects it (its aliases, its sizes). A field the kind does not have does not compile.
 */
export type Selected<
  K extends ItemKindName,
  Keys extends keyof ItemNode<K>,
  Pictures extends Partial<Record<keyof ItemNode<K>, unknown>> = object,
> = Pick<ItemNode<K>, Exclude<Keys, keyof Pictures>> & Pictures;
