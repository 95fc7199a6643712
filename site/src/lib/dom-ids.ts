/**
 * Ids more than one file relies on: the markup that carries them, the islands that find them, and
 * the first screen's render block (components/seo/RenderAfter.tsx) that waits for them.
 */

/** The mobile menu's panel: the hamburger controls it; it closes the header's markup. */
export const SIDEBAR_ID = "site-sidebar";

/** Home's brand definition strip, the block right after the hero. */
export const LECA_DEFINITION_ID = "leca-definition";
