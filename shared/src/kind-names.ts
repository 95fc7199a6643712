// The content kinds' names, zod-free so the browser's API client can list them at run time.
// Each has its config in kinds/, its schemas in contracts/ and its screens in the dashboard.
export const ITEM_KINDS = ["news", "gallery"] as const;
export type ItemKindName = (typeof ITEM_KINDS)[number];
