// The contracts shared by the API, the site and the admin app. Browser-safe: no Node imports.
export * from "./languages";
export * from "./localized";
export * from "./errors";
export * from "./common";
export * from "./media";
export * from "./news";
export * from "./gallery";
export * from "./auth";
export * from "./geo";
export * from "./contact";
export * from "./builds";
export * from "./quote";
export * from "./quote-text";
export * from "./audit";
export * from "./translations";
export * from "./revisions";
export * from "./two-factor";
export { focusSchema, itemStampSchema, type Focus, type ItemStamp } from "./item-shapes";
