/** What every item editor's form has, whatever else it holds. */
export interface EditorBaseValues {
  slug: string;
  title: { en: string };
  status: "draft" | "published";
  publishedAt: string;
}
