import type { AnchorHTMLAttributes, ComponentType, ReactNode } from "react";
import { Link } from "gatsby-plugin-react-i18next";

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path in English form ("/about/"); the current (or given) language's prefix is added. */
  to: string;
  language?: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  state?: Record<string, unknown>;
  children?: ReactNode;
}

// The plugin's own typings clash with current @types/react; this is the one place that says so.
const I18nLink = Link as unknown as ComponentType<LocalizedLinkProps>;

/** Gatsby Link that keeps the visitor in their language. */
export function LocalizedLink(props: LocalizedLinkProps) {
  return <I18nLink {...props} />;
}
