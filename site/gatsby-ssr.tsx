import type { GatsbySSR } from "gatsby";
import type { ReactElement, ReactNode } from "react";
// Written by scripts/build-islands.mjs, which every build runs first; imported (not read with
// fs) so the renderer stays free of Node builtins and Gatsby can keep pages it rendered before.
import islandsEntry from "./.islands/entry.json";
import { appCssFirst } from "./gatsby/css-order";
import { ARRIVAL_SCRIPT } from "./src/islands/arrival";
import { RenderAfter } from "./src/components/seo/RenderAfter";
import { SIDEBAR_ID } from "./src/lib/dom-ids";

/**
 * The pages get no React, no Gatsby runtime and no page data in the browser: one small module
 * (src/islands/main.ts, built by scripts/build-islands.mjs) adds the header's behaviour and loads
 * each island when its part of the page needs it. Links are plain page loads of prebuilt HTML.
 * Why: src/islands/README.md.
 */

type Element = ReactElement<{ type?: string; as?: string; sliceId?: string }>;

/**
 * Gatsby's runtime in a page: its scripts and their preloads, its inline page metadata, and the
 * slice Gatsby stitches its script tags in with (`_gatsby-scripts`).
 */
const isGatsbyRuntime = (node: ReactNode): boolean => {
  const element = node as Element | null;
  if (!element || typeof element !== "object" || !("type" in element)) return false;
  if (element.props.sliceId === "_gatsby-scripts") return true;
  if (element.type === "script") return !/json/.test(element.props.type ?? "");
  return element.type === "link" && element.props.as === "script";
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="arrival" dangerouslySetInnerHTML={{ __html: ARRIVAL_SCRIPT }} />,
    // Every page's first paint waits for the whole header bar (the sidebar panel follows it).
    <RenderAfter key="header" id={SIDEBAR_ID} />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(
    appCssFirst(
      getHeadComponents().filter((node) => {
        const element = node as Element;
        // Keep our own head script (it has no src); drop the runtime's preloads.
        return !(element?.type === "link" && element.props.as === "script");
      }),
    ),
  );
  replacePostBodyComponents([
    ...getPostBodyComponents().filter((node) => !isGatsbyRuntime(node)),
    // Inline; a page too long for the first round trip gets it as a file after the build
    // (gatsby/entry-placement.ts; why: scripts/build-islands.mjs, step 3).
    <script key="islands" type="module" dangerouslySetInnerHTML={{ __html: islandsEntry.code }} />,
  ]);
};
