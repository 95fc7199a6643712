// One typed function per API route, made from the route table (../routes): each takes its
// method and path from paths.ts and its argument and answer types from the route's schemas, so a
// route the server changes does not compile here until the client follows. Each returns the
// answer's body and throws ApiError (never a raw axios error), so the apps handle failures in one
// way. Paths are relative to the client's baseURL ("/api").
import axios from "axios";
import type { AxiosInstance, AxiosProgressEvent, AxiosRequestConfig } from "axios";
import type * as z from "../contracts/zod";
import type { ItemKindName, KindSchemas, RevisionSummary } from "../contracts";
import {
  API_ROUTES,
  fillPath,
  itemRoutesOf,
  type ApiRoutes,
  type RoutePath,
} from "../routes/paths";
import type { ItemRouteSchemas, RouteSchemas } from "../routes/schemas";
import type { BodyOf, QueryOf, ReplyOf, RouteInput } from "../routes/types";
import { ITEM_KINDS } from "../kind-names";
import { toApiError } from "./errors";

type NewsRoutes = ItemRouteSchemas<"news">;
type GalleryRoutes = ItemRouteSchemas<"gallery">;
// What the caller writes, before the server's defaults: `status`, `cover`... may be left out.
export type NewsCreate = BodyOf<NewsRoutes["create"]>;
export type NewsUpdate = BodyOf<NewsRoutes["update"]>;
export type GalleryCreate = BodyOf<GalleryRoutes["create"]>;
export type GalleryUpdate = BodyOf<GalleryRoutes["update"]>;
/**
 * Every list field is optional; the server fills in its defaults. `fields` is left to the
 * endpoint: list() reads summaries, listFull() whole items.
 */
export type ItemListQuery = Omit<QueryOf<NewsRoutes["list"]>, "fields">;
/** The inbox's filters (the list and the CSV export); dates are ISO instants. */
export type ContactFilterQuery = QueryOf<RouteSchemas["contact"]["exportCsv"]>;
export type ContactListQuery = QueryOf<RouteSchemas["contact"]["list"]>;
export type BuildList = ReplyOf<RouteSchemas["builds"]["list"]>;
export type Health = ReplyOf<RouteSchemas["health"]["summary"]>;
/** One save of an item: who, when, what changed, and the item as it was. */
export type Revision<Item> = RevisionSummary & { item: Item };

export interface UploadOptions {
  /** 0..1 as the file goes up; not called when the browser cannot tell the total size. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface AnyInput {
  params?: object;
  query?: object;
  body?: unknown;
}
type Send = <R>(route: RoutePath, input?: AnyInput, config?: AxiosRequestConfig) => Promise<R>;

/** A call's arguments: the route's params, query and body, required only where it has them. */
type Args<S> =
  object extends RouteInput<S>
    ? [input?: RouteInput<S>, config?: AxiosRequestConfig]
    : [input: RouteInput<S>, config?: AxiosRequestConfig];

/** One content kind's routes as functions, typed by the kind's config. */
function itemEndpoints<K extends ItemKindName>(send: Send, kind: K) {
  type S = ItemRouteSchemas<K>;
  type Item = z.output<KindSchemas[K]["item"]>;
  const route = itemRoutesOf(kind);
  const at = (slug: string) => ({ slug });
  return {
    /** A page of summaries (no large fields): what list screens show. */
    list: (query: ItemListQuery = {}) =>
      send<z.output<KindSchemas[K]["summaryPage"]>>(route.list, { query }),
    /** A page of whole items. */
    listFull: (query: ItemListQuery = {}) =>
      send<z.output<KindSchemas[K]["page"]>>(route.list, { query: { ...query, fields: "full" } }),
    get: (slug: string) => send<Item>(route.get, { params: at(slug) }),
    create: (input: BodyOf<S["create"]>) => send<Item>(route.create, { body: input }),
    update: (slug: string, patch: BodyOf<S["update"]>) =>
      send<Item>(route.update, { params: at(slug), body: patch }),
    remove: async (slug: string): Promise<void> => {
      await send(route.remove, { params: at(slug) });
    },
    /** The item's saves, newest first; pass `nextBefore` as `before` for older ones. */
    history: (slug: string, query: QueryOf<S["history"]> = {}) =>
      send<ReplyOf<S["history"]>>(route.history, { params: at(slug), query }),
    /** One save, with the item as it was then. */
    revision: (slug: string, version: number) =>
      send<Revision<Item>>(route.revision, { params: { slug, version } }),
    /** Saves an old revision's texts and pictures as a new save; `current` is the version seen. */
    restore: (slug: string, version: number, current: number) =>
      send<Item>(route.restore, { params: { slug, version }, body: { version: current } }),
  };
}

export type ItemEndpoints<K extends ItemKindName> = ReturnType<typeof itemEndpoints<K>>;
export type ApiEndpoints = ReturnType<typeof createEndpoints>;

export function createEndpoints(http: AxiosInstance) {
  const send: Send = async <R>(
    route: RoutePath,
    { params, query, body }: AnyInput = {},
    config: AxiosRequestConfig = {},
  ) => {
    try {
      const url = fillPath(route.path, params as Record<string, string | number> | undefined);
      return (
        await http.request<R>({ method: route.method, url, params: query, data: body, ...config })
      ).data;
    } catch (error) {
      throw toApiError(error);
    }
  };
  /** A route of the table by its name, typed by its schemas. */
  const call = <G extends keyof ApiRoutes, N extends keyof ApiRoutes[G] & keyof RouteSchemas[G]>(
    group: G,
    name: N,
    ...[input, config]: Args<RouteSchemas[G][N]>
  ) =>
    send<ReplyOf<RouteSchemas[G][N]>>(
      API_ROUTES[group][name] as RoutePath,
      input as AnyInput,
      config,
    );
  /** The same, for an answer that carries nothing the caller uses (`{ ok: true }`, 204). */
  const none = async <
    G extends keyof ApiRoutes,
    N extends keyof ApiRoutes[G] & keyof RouteSchemas[G],
  >(
    group: G,
    name: N,
    ...args: Args<RouteSchemas[G][N]>
  ): Promise<void> => {
    await call(group, name, ...args);
  };
  const IS_ADMIN_PATH = API_ROUTES.auth.isAdmin.path;

  return {
    /** Makes the server set the `csrftoken` cookie; call once before the first unsafe request. */
    csrf: () => none("auth", "csrf"),
    login: (body: BodyOf<RouteSchemas["auth"]["login"]>) => call("auth", "login", { body }),
    /** The code step, after login answered TWO_FACTOR_REQUIRED: an authenticator or recovery code. */
    loginCode: (code: string) => call("auth", "loginCode", { body: { code } }),
    /** The signed-in admin's two-factor sign-in: status, enrolment, turning off, recovery codes. */
    twoFactor: {
      status: () => call("twoFactor", "status"),
      setup: () => call("twoFactor", "setup", {}, { data: {} }),
      /** Each change asks for the password again besides the code (a stolen session is not enough). */
      enable: (proof: TwoFactorProof) => call("twoFactor", "enable", { body: proof }),
      disable: (proof: TwoFactorProof) => none("twoFactor", "disable", { body: proof }),
      renewRecoveryCodes: (proof: TwoFactorProof) =>
        call("twoFactor", "renewRecoveryCodes", { body: proof }),
    },
    logout: () => none("auth", "logout", {}, { data: {} }),
    refresh: () => call("auth", "refresh", {}, { data: {} }),
    /** The signed-in admin: name, role and the dashboard language they chose. */
    profile: () => call("auth", "profile"),
    /** Remembers the dashboard language of the signed-in admin (null forgets it). */
    setUiLanguage: (language: BodyOf<RouteSchemas["auth"]["setUiLanguage"]>["language"]) =>
      none("auth", "setUiLanguage", { body: { language } }),
    /** The signed-in admin's own account: password, and their sessions ("this device" marked). */
    account: {
      changePassword: (body: BodyOf<RouteSchemas["account"]["changePassword"]>) =>
        none("account", "changePassword", { body }),
      sessions: () => call("account", "sessions"),
      endSession: (id: string) => none("account", "endSession", { params: { id } }),
      endOtherSessions: () => call("account", "endOtherSessions", {}, { data: {} }),
    },

    /**
     * true only for a 200 with `is_admin: true`; any other status is false, never a /login trip.
     * `renewSession` (route guards): refresh an expired access token once before answering; then
     * only 200, 204 (no session cookie at all) and 401/403 are answers, and anything else rejects
     * with an ApiError.
     */
    isAdmin: async ({
      renewSession = false,
    }: { renewSession?: boolean } = {}): Promise<boolean> => {
      try {
        const response = await http.request<
          Partial<ReplyOf<RouteSchemas["auth"]["isAdmin"]>> | undefined
        >({
          method: "GET",
          url: IS_ADMIN_PATH,
          // The navigation's check takes every status as its answer and never refreshes (a guest
          // must not be sent to /login). The guard's takes 200, and 204 (the server's "no session
          // cookie at all": nothing to refresh), as answers: 401/403 reach the refresh
          // interceptor (one refresh, then the question is asked again), and a 503 from a server
          // shedding load, any other status or no answer is thrown, never "guest".
          validateStatus: renewSession ? (status) => status === 200 || status === 204 : () => true,
          skipAuthRefresh: !renewSession,
          renewSession,
        });
        return response.status === 200 && response.data?.is_admin === true;
      } catch (error) {
        const apiError = toApiError(error);
        // Still refused after the refresh (or the refresh was refused): a guest, not a failure.
        // Only this request's own 401/403 is that answer: a refresh that failed for another
        // reason (a CSRF 403 one retry did not cure) reaches here as itself, and is no answer.
        const ownAnswer = axios.isAxiosError(error) && error.config?.url === IS_ADMIN_PATH;
        if (ownAnswer && (apiError.status === 401 || apiError.status === 403)) return false;
        // No answer (offline, overloaded, a refresh that could not run): the caller decides.
        throw apiError;
      }
    },

    ...itemsOfEveryKind(send),

    media: {
      upload: (file: Blob | File, { onProgress, signal }: UploadOptions = {}) => {
        const form = new FormData();
        form.append("file", file);
        return call(
          "media",
          "upload",
          {},
          {
            data: form,
            signal,
            onUploadProgress: onProgress
              ? (event: AxiosProgressEvent) => reportProgress(event, onProgress)
              : undefined,
          },
        );
      },
      remove: (id: string) => none("media", "remove", { params: { id } }),
    },

    contact: {
      send: (body: BodyOf<RouteSchemas["contact"]["send"]>) => none("contact", "send", { body }),
      list: (query: ContactListQuery = {}) => call("contact", "list", { query }),
      markRead: (id: string, read: boolean) =>
        call("contact", "update", { params: { id }, body: { read } }),
      /** Read/unread and the lead status, either or both. */
      update: (id: string, patch: BodyOf<RouteSchemas["contact"]["update"]>) =>
        call("contact", "update", { params: { id }, body: patch }),
      addNote: (id: string, text: string) =>
        call("contact", "addNote", { params: { id }, body: { text } }),
      /** The filtered list as CSV, through the client (so an expired session is renewed first). */
      exportCsv: async (filter: ContactFilterQuery = {}): Promise<Blob> => {
        const data: unknown = await call(
          "contact",
          "exportCsv",
          { query: filter },
          { responseType: "blob" },
        );
        // A browser hands a Blob; an adapter without blobs (tests, Node) hands the text.
        return typeof data === "string" ? new Blob([data], { type: "text/csv" }) : (data as Blob);
      },
    },

    builds: {
      list: () => call("builds", "list"),
      /**
       * "Rebuild now" (202): starts at once, with whatever changes were waiting; answers the build
       * it joined (queued, or already building) so the caller can follow it by id.
       */
      request: (reason?: string) =>
        call("builds", "request", { body: reason === undefined ? {} : { reason } }),
    },

    audit: {
      /** The audit log, newest first; pass the page's `nextCursor` for the next (older) one. */
      list: (query: QueryOf<RouteSchemas["audit"]["list"]> = {}) =>
        call("audit", "list", { query }),
    },

    backups: {
      /** Admins only: when the last scheduled backup ran and how, and whether to worry. */
      status: () => call("backups", "status"),
    },

    health: () => call("health", "summary"),
  };
}

type TwoFactorProof = BodyOf<RouteSchemas["twoFactor"]["enable"]>;

/** Every content kind's endpoints under its name (ITEM_KINDS): `api.news.list()`. */
function itemsOfEveryKind(send: Send) {
  return Object.fromEntries(ITEM_KINDS.map((kind) => [kind, itemEndpoints(send, kind)])) as {
    [K in ItemKindName]: ItemEndpoints<K>;
  };
}

function reportProgress(event: AxiosProgressEvent, onProgress: (fraction: number) => void): void {
  const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
  if (fraction !== undefined && Number.isFinite(fraction))
    onProgress(Math.min(1, Math.max(0, fraction)));
}
