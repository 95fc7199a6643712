// One typed function per API route. Each returns the response body typed by the contracts and
// throws ApiError (never a raw axios error), so the apps handle failures in one way.
// Paths are relative to the client's baseURL ("/api"); the trailing slashes are the server's.
import axios from "axios";
import type { AxiosInstance, AxiosProgressEvent, AxiosRequestConfig } from "axios";
import type { z } from "zod";
import type {
  AuditPage,
  BackupStatus,
  ItemKindName,
  AuditQuery,
  buildListSchema,
  BuildRequested,
  ContactInput,
  ContactMessage,
  ContactPage,
  ContactPatch,
  GalleryItem,
  GalleryPage,
  GallerySummaryPage,
  galleryInputSchema,
  galleryPatchSchema,
  AdminProfile,
  IsAdmin,
  Lang,
  LeadStatus,
  ListQuery,
  LoginBody,
  Media,
  NewsItem,
  NewsPage,
  NewsSummaryPage,
  newsInputSchema,
  newsPatchSchema,
  Session,
  RecoveryCodes,
  RevisionList,
  RevisionListQuery,
  RevisionSummary,
  TwoFactorChange,
  TwoFactorSetup,
  TwoFactorStatus,
  OwnSessionList,
  PasswordChangeBody,
} from "../contracts";
import { toApiError } from "./errors";

// What the caller writes, before the server's defaults: z.input, so `status`, `cover`... may be left out.
export type NewsCreate = z.input<typeof newsInputSchema>;
export type NewsUpdate = z.input<typeof newsPatchSchema>;
export type GalleryCreate = z.input<typeof galleryInputSchema>;
export type GalleryUpdate = z.input<typeof galleryPatchSchema>;
/**
 * Every list field is optional; the server fills in its defaults. `fields` is left to the
 * endpoint: list() reads summaries, listFull() whole items.
 */
export type ItemListQuery = Partial<Omit<ListQuery, "fields">>;
/** The inbox's filters (the list and the CSV export); dates are ISO instants. */
export interface ContactFilterQuery {
  status?: LeadStatus;
  /** true: quote requests only; false: plain messages only. */
  quote?: boolean;
  /** A path prefix: "/lecapon" finds /lecapon/ and what is under it. */
  source?: string;
  q?: string;
  from?: string;
  to?: string;
}
export type ContactListQuery = ContactFilterQuery & Partial<Pick<ListQuery, "page" | "pageSize">>;
// The contracts have no named type for this response; built from its schema.
export type BuildList = z.infer<typeof buildListSchema>;
/** GET /health has no contract yet; its body is passed through as is. */
export type Health = Record<string, unknown>;

export interface UploadOptions {
  /** 0..1 as the file goes up; not called when the browser cannot tell the total size. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ItemEndpoints<Item, Page, SummaryPage, Create, Update> {
  /** A page of summaries (no large fields): what list screens show. */
  list(query?: ItemListQuery): Promise<SummaryPage>;
  /** A page of whole items. */
  listFull(query?: ItemListQuery): Promise<Page>;
  get(slug: string): Promise<Item>;
  create(input: Create): Promise<Item>;
  update(slug: string, patch: Update): Promise<Item>;
  remove(slug: string): Promise<void>;
  /** The item's saves, newest first; pass `nextBefore` as `before` for older ones. */
  history(slug: string, query?: RevisionListQuery): Promise<RevisionList>;
  /** One save, with the item as it was then. */
  revision(slug: string, version: number): Promise<Revision<Item>>;
  /** Saves an old revision's texts and pictures as a new save; `current` is the version seen. */
  restore(slug: string, version: number, current: number): Promise<Item>;
}

/** One save of an item: who, when, what changed, and the item as it was. */
export type Revision<Item> = RevisionSummary & { item: Item };

/**
 * Every content kind has its endpoints under its name (ITEM_KINDS): ApiEndpoints extends this,
 * so a kind added to the list does not compile until createEndpoints serves it, and it declares
 * its own types below.
 */
type EndpointsOfEveryKind = Record<
  ItemKindName,
  ItemEndpoints<unknown, unknown, unknown, never, never>
>;

export interface ApiEndpoints extends EndpointsOfEveryKind {
  /** Makes the server set the `csrftoken` cookie; call once before the first unsafe request. */
  csrf(): Promise<void>;
  login(body: LoginBody): Promise<Session>;
  /** The code step, after login answered TWO_FACTOR_REQUIRED: an authenticator or recovery code. */
  loginCode(code: string): Promise<Session>;
  /** The signed-in admin's two-factor sign-in: status, enrolment, turning off, recovery codes. */
  twoFactor: {
    status(): Promise<TwoFactorStatus>;
    setup(): Promise<TwoFactorSetup>;
    /** Each change asks for the password again besides the code (a stolen session is not enough). */
    enable(proof: TwoFactorChange): Promise<RecoveryCodes>;
    disable(proof: TwoFactorChange): Promise<void>;
    renewRecoveryCodes(proof: TwoFactorChange): Promise<RecoveryCodes>;
  };
  logout(): Promise<void>;
  refresh(): Promise<Session>;
  /** The signed-in admin: name, role and the dashboard language they chose. */
  profile(): Promise<AdminProfile>;
  /** Remembers the dashboard language of the signed-in admin (null forgets it). */
  setUiLanguage(language: Lang | null): Promise<void>;
  /** The signed-in admin's own account: password, and their sessions ("this device" marked). */
  account: {
    changePassword(body: PasswordChangeBody): Promise<void>;
    sessions(): Promise<OwnSessionList>;
    endSession(id: string): Promise<void>;
    endOtherSessions(): Promise<{ ended: number }>;
  };
  /**
   * true only for a 200 with `is_admin: true`; any other status is false, never a /login trip.
   * `renewSession` (route guards): refresh an expired access token once before answering; then
   * only 200, 204 (no session cookie at all) and 401/403 are answers, and anything else rejects
   * with an ApiError.
   */
  isAdmin(options?: { renewSession?: boolean }): Promise<boolean>;
  news: ItemEndpoints<NewsItem, NewsPage, NewsSummaryPage, NewsCreate, NewsUpdate>;
  gallery: ItemEndpoints<
    GalleryItem,
    GalleryPage,
    GallerySummaryPage,
    GalleryCreate,
    GalleryUpdate
  >;
  media: {
    upload(file: Blob | File, options?: UploadOptions): Promise<Media>;
    remove(id: string): Promise<void>;
  };
  contact: {
    send(body: ContactInput): Promise<void>;
    list(query?: ContactListQuery): Promise<ContactPage>;
    markRead(id: string, read: boolean): Promise<ContactMessage>;
    /** Read/unread and the lead status, either or both. */
    update(id: string, patch: ContactPatch): Promise<ContactMessage>;
    addNote(id: string, text: string): Promise<ContactMessage>;
    /** The filtered list as CSV, through the client (so an expired session is renewed first). */
    exportCsv(filter?: ContactFilterQuery): Promise<Blob>;
  };
  builds: {
    list(): Promise<BuildList>;
    /**
     * "Rebuild now" (202): starts at once, with whatever changes were waiting; answers the build
     * it joined (queued, or already building) so the caller can follow it by id.
     */
    request(reason?: string): Promise<BuildRequested>;
  };
  audit: {
    /** The audit log, newest first; pass the page's `nextCursor` for the next (older) one. */
    list(query?: AuditQuery): Promise<AuditPage>;
  };
  backups: {
    /** Admins only: when the last scheduled backup ran and how, and whether to worry. */
    status(): Promise<BackupStatus>;
  };
  health(): Promise<Health>;
}

const IS_ADMIN_PATH = "/is-admin";

export function createEndpoints(http: AxiosInstance): ApiEndpoints {
  const call = async <T>(config: AxiosRequestConfig): Promise<T> => {
    try {
      return (await http.request<T>(config)).data;
    } catch (error) {
      throw toApiError(error);
    }
  };
  const none = async (config: AxiosRequestConfig): Promise<void> => {
    await call<unknown>(config);
  };

  const items = <Item, Page, SummaryPage, Create, Update>(
    kind: ItemKindName,
  ): ItemEndpoints<Item, Page, SummaryPage, Create, Update> => {
    const base = `/${kind}/`;
    return {
      list: (query = {}) => call<SummaryPage>({ method: "GET", url: base, params: query }),
      listFull: (query = {}) =>
        call<Page>({ method: "GET", url: base, params: { ...query, fields: "full" } }),
      // Read without a trailing slash, write with one: as the server routes them.
      get: (slug) => call<Item>({ method: "GET", url: `${base}${encodeURIComponent(slug)}` }),
      create: (input) => call<Item>({ method: "POST", url: base, data: input }),
      update: (slug, patch) =>
        call<Item>({ method: "PATCH", url: `${base}${encodeURIComponent(slug)}/`, data: patch }),
      remove: (slug) => none({ method: "DELETE", url: `${base}${encodeURIComponent(slug)}/` }),
      history: (slug, query = {}) =>
        call<RevisionList>({
          method: "GET",
          url: `${base}${encodeURIComponent(slug)}/revisions/`,
          params: query,
        }),
      revision: (slug, version) =>
        call<Revision<Item>>({
          method: "GET",
          url: `${base}${encodeURIComponent(slug)}/revisions/${version}/`,
        }),
      restore: (slug, version, current) =>
        call<Item>({
          method: "POST",
          url: `${base}${encodeURIComponent(slug)}/revisions/${version}/restore/`,
          data: { version: current },
        }),
    };
  };

  return {
    csrf: () => none({ method: "GET", url: "/csrf/" }),
    login: (body) => call<Session>({ method: "POST", url: "/login/", data: body }),
    loginCode: (code) => call<Session>({ method: "POST", url: "/login/2fa/", data: { code } }),
    twoFactor: {
      status: () => call<TwoFactorStatus>({ method: "GET", url: "/auth/2fa/" }),
      setup: () => call<TwoFactorSetup>({ method: "POST", url: "/auth/2fa/setup/", data: {} }),
      enable: (proof) =>
        call<RecoveryCodes>({ method: "POST", url: "/auth/2fa/enable/", data: proof }),
      disable: (proof) => none({ method: "POST", url: "/auth/2fa/disable/", data: proof }),
      renewRecoveryCodes: (proof) =>
        call<RecoveryCodes>({ method: "POST", url: "/auth/2fa/recovery-codes/", data: proof }),
    },
    logout: () => none({ method: "POST", url: "/logout/", data: {} }),
    refresh: () => call<Session>({ method: "POST", url: "/token/refresh/", data: {} }),
    profile: () => call<AdminProfile>({ method: "GET", url: "/session/" }),
    setUiLanguage: (language) =>
      none({ method: "PUT", url: "/session/language/", data: { language } }),
    account: {
      changePassword: (body) => none({ method: "POST", url: "/session/password/", data: body }),
      sessions: () => call<OwnSessionList>({ method: "GET", url: "/session/sessions/" }),
      endSession: (id) =>
        none({ method: "DELETE", url: `/session/sessions/${encodeURIComponent(id)}/` }),
      endOtherSessions: () =>
        call<{ ended: number }>({
          method: "POST",
          url: "/session/sessions/end-others/",
          data: {},
        }),
    },

    isAdmin: async ({ renewSession = false } = {}) => {
      try {
        const response = await http.request<Partial<IsAdmin> | undefined>({
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

    news: items<NewsItem, NewsPage, NewsSummaryPage, NewsCreate, NewsUpdate>("news"),
    gallery: items<GalleryItem, GalleryPage, GallerySummaryPage, GalleryCreate, GalleryUpdate>(
      "gallery",
    ),

    media: {
      upload: (file, { onProgress, signal } = {}) => {
        const form = new FormData();
        form.append("file", file);
        return call<Media>({
          method: "POST",
          url: "/media/",
          data: form,
          signal,
          onUploadProgress: onProgress
            ? (event: AxiosProgressEvent) => reportProgress(event, onProgress)
            : undefined,
        });
      },
      remove: (id) => none({ method: "DELETE", url: `/media/${encodeURIComponent(id)}/` }),
    },

    contact: {
      send: (body) => none({ method: "POST", url: "/contact/", data: body }),
      list: (query = {}) => call<ContactPage>({ method: "GET", url: "/contact/", params: query }),
      markRead: (id, read) =>
        call<ContactMessage>({
          method: "PATCH",
          url: `/contact/${encodeURIComponent(id)}/`,
          data: { read },
        }),
      update: (id, patch) =>
        call<ContactMessage>({
          method: "PATCH",
          url: `/contact/${encodeURIComponent(id)}/`,
          data: patch,
        }),
      addNote: (id, text) =>
        call<ContactMessage>({
          method: "POST",
          url: `/contact/${encodeURIComponent(id)}/notes/`,
          data: { text },
        }),
      exportCsv: async (filter = {}) => {
        const data = await call<Blob | string>({
          method: "GET",
          url: "/contact/export.csv",
          params: filter,
          responseType: "blob",
        });
        // A browser hands a Blob; an adapter without blobs (tests, Node) hands the text.
        return typeof data === "string" ? new Blob([data], { type: "text/csv" }) : data;
      },
    },

    builds: {
      list: () => call<BuildList>({ method: "GET", url: "/builds/" }),
      request: (reason) =>
        call<BuildRequested>({
          method: "POST",
          url: "/builds/",
          data: reason === undefined ? {} : { reason },
        }),
    },

    audit: {
      list: (query = {}) => call<AuditPage>({ method: "GET", url: "/audit/", params: query }),
    },

    backups: {
      status: () => call<BackupStatus>({ method: "GET", url: "/backups/status" }),
    },

    health: () => call<Health>({ method: "GET", url: "/health" }),
  };
}

function reportProgress(event: AxiosProgressEvent, onProgress: (fraction: number) => void): void {
  const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
  if (fraction !== undefined && Number.isFinite(fraction))
    onProgress(Math.min(1, Math.max(0, fraction)));
}
