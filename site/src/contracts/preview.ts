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
