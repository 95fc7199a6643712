// The browser apps' API client. Browser-safe: axios and contract types only, no Node, no UI.
export { createApiClient } from "./http";
export type { ApiClient, ApiClientOptions } from "./http";
export { createProgress, PROGRESS_BAR_SETTINGS } from "./progress";
export type { ProgressHooks } from "./progress";
export { createEndpoints } from "./endpoints";
export type {
  ApiEndpoints,
  BuildList,
  ContactFilterQuery,
  ContactListQuery,
  GalleryCreate,
  GalleryUpdate,
  Health,
  ItemEndpoints,
  ItemListQuery,
  NewsCreate,
  NewsUpdate,
  Revision,
  UploadOptions,
} from "./endpoints";
// Response types the contracts name, re-exported so the apps import one module for the client.
export type { BuildRequested, ContactPage } from "../contracts";
export { installAuthRefresh, isAuthPath, AUTH_PATHS, REFRESH_PATH } from "./refresh";
export type { AuthRefreshOptions } from "./refresh";
export { ApiError, CLIENT_ERROR_CODES, isApiError, toApiError } from "./errors";
export type { ApiErrorCode, ApiErrorInit, ClientErrorCode } from "./errors";
