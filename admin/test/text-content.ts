import type { MatcherFunction } from "@testing-library/react";

/**
 * Finds the element whose whole text is `text` (or matches it), though parts of it sit in child
 * elements, as names and slugs do in their own <bdi>: the innermost such element.
 */
export const textContent =
  (text: string | RegExp): MatcherFunction =>
  (_, element) => {
    const matches = (node: Element) =>
      typeof text === "string" ? node.textContent === text : text.test(node.textContent ?? "");
    return element !== null && matches(element) && ![...element.children].some(matches);
  };
