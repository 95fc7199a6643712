import type { ReactElement } from "react";
import { Layout } from "./Layout";

/**
 * A page inside the site's shell (skip link, header, footer). Gatsby applies it to every page
 * (plugins/site-shell), and the tests to every page they render, so a page component holds its
 * own content only.
 */
export const withShell = (page: ReactElement) => <Layout>{page}</Layout>;
