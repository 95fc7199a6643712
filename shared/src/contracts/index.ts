// The contracts shared by the API, the site and the admin app. Browser-safe: no Node imports.
export * from "./languages";
export * from "./localized";
export * from "./errors";
export * from "./common";
export * from "./media";
export * from "./news";
export * from "./gallery";
export {
  imageInputSchema,
  kindSchemas,
  pictureInputSchema,
  textSchemaOf,
  type KindSchemaTypes,
} from "./kind-schemas";
export * from "./item-kinds";
export * from "./auth";
export * from "./geo";
export * from "./contact";
export * from "./contact-body";
export * from "./builds";
export * from "./quote";
export * from "./quote-text";
export * from "./audit";
export * from "./translations";
export * from "./revisions";
export * from "./two-factor";
export * from "./backups";
export { focusSchema, itemStampSchema, type Focus, type ItemStamp } from "./item-shapes";
export * from "./coded-text";
export * from "./build-reasons";
export * from "./audit-details";
export * from "./phone-links";
export * from "./health";
