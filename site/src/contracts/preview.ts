import type { ItemKindName } from "@leca/shared/contracts";

// What pages/preview.tsx writes into the frame's messages script and the preview islands read.

/** What pages/preview.tsx writes into the frame's messages script. */
export interface PreviewMessages {
  language: string;
  banner: string;
  notFound: string;
  signIn: string;
  signInLink: string;
  missing: string;
  unreachable: string;
}

/** Puts a message (and a link) in the page's status line. */
export type Say = (text: string, link?: { href: string; text: string }) => void;

/** The kinds a draft can be shown as (the preview page has a frame for each). */
export type PreviewKind = ItemKindName;
