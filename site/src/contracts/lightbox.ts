// What components/gallery/Lightbox.tsx writes into its messages script and islands/lightbox.ts
// reads.

/** What the viewer says that its markup does not: the position line's template. */
export interface LightboxMessages {
  position: string;
}
