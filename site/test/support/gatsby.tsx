import type { AnchorHTMLAttributes, ReactNode } from "react";

/** Navigations the code asked Gatsby for, newest last. */
export const navigate = jest.fn((_to: string, _options?: unknown) => Promise.resolve());

export function Link({
  to,
  children,
  activeClassName: _active,
  partiallyActive: _partial,
  state: _state,
  innerRef: _innerRef,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  innerRef?: unknown;
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
  state?: unknown;
}) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = () => "";

export const SITE_METADATA = { siteUrl: "https://www.leca-gulf.example", title: "LECA Gulf" };
/** The build's year as site.buildTime(formatString: "YYYY") gives it: not this year, on purpose. */
export const BUILD_YEAR = "2030";
export const useStaticQuery = () => ({
  site: { siteMetadata: SITE_METADATA, buildTime: BUILD_YEAR },
});
