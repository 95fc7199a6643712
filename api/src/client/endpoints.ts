// One typed function per API route. Each returns the response body typed by the contracts and
// throws ApiError (never a raw axios error), so the apps handle failures in one way.
// Paths are relative to the client's baseURL ("/api"); the trailing slashes are the server's.
import type { AxiosInstance, AxiosProgressEvent, AxiosRequestConfig } from "axios";
import type { z } from "zod";
import type {
  buildListSchema,
  ContactInput,
  ContactMessage,
  contactMessageSchema,
  GalleryItem,
  GalleryPage,
  galleryInputSchema,
  galleryPatchSchema,
  IsAdmin,
  ListQuery,
  LoginBody,
  Media,
  NewsItem,
  NewsPage,
  newsInputSchema,
  newsPatchSchema,
  pageOf,
  Session,
} from "../contracts";
import { toApiError } from "./errors";

// What the caller writes, before the server's defaults: z.input, so `status`, `cover`... may be left out.
export type NewsCreate = z.input<typeof newsInputSchema>;
export type NewsUpdate = z.input<typeof newsPatchSchema>;
export type GalleryCreate = z.input<typeof galleryInputSchema>;
export type GalleryUpdate = z.input<typeof galleryPatchSchema>;
/** Every list field is optional; the server fills in its defaults. */
export type ItemListQuery = Partial<ListQuery>;
export type ContactListQuery = Partial<Pick<ListQuery, "page" | "pageSize">>;
// The contracts have no named type for these two responses; built from their schemas.
export type ContactPage = z.infer<ReturnType<typeof pageOf<typeof contactMessageSchema>>>;
export type BuildList = z.infer<typeof buildListSchema>;
/** GET /health has no contract yet; its body is passed through as is. */
export type Health = Record<string, unknown>;

export interface UploadOptions {
  /** 0..1 as the file goes up; not called when the browser cannot tell the total size. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ItemEndpoints<Item, Page, Create, Update> {
  list(query?: ItemListQuery): Promise<Page>;
  get(slug: string): Promise<Item>;
  create(input: Create): Promise<Item>;
  update(slug: string, patch: Update): Promise<Item>;
  remove(slug: string): Promise<void>;
}

export interface ApiEndpoints {
  /** Makes the server set the `csrftoken` cookie; call once before the first unsafe request. */
  csrf(): Promise<void>;
  login(body: LoginBody): Promise<Session>;
  logout(): Promise<void>;
  refresh(): Promise<Session>;
  /** true only for a 200 with `is_admin: true`; any other status is false, never a /login trip. */
  /** `renewSession`: refresh an expired access token once before answering (route guards). */
  isAdmin(options?: { renewSession?: boolean }): Promise<boolean>;
  news: ItemEndpoints<NewsItem, NewsPage, NewsCreate, NewsUpdate>;
  gallery: ItemEndpoints<GalleryItem, GalleryPage, GalleryCreate, GalleryUpdate>;
  media: {
    upload(file: Blob | File, options?: UploadOptions): Promise<Media>;
    remove(id: string): Promise<void>;
  };
  contact: {
    send(body: ContactInput): Promise<void>;
    list(query?: ContactListQuery): Promise<ContactPage>;
    markRead(id: string, read: boolean): Promise<ContactMessage>;
  };
  builds: {
    list(): Promise<BuildList>;
    /** Accepted (202): the build itself shows up in list() once the debounce window closes. */
    request(reason?: string): Promise<void>;
  };
  health(): Promise<Health>;
}

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

  const items = <Item, Page, Create, Update>(
    base: "/news/" | "/gallery/",
  ): ItemEndpoints<Item, Page, Create, Update> => ({
    list: (query = {}) => call<Page>({ method: "GET", url: base, params: query }),
    // Read without a trailing slash, write with one: as the server routes them.
    get: (slug) => call<Item>({ method: "GET", url: `${base}${encodeURIComponent(slug)}` }),
    create: (input) => call<Item>({ method: "POST", url: base, data: input }),
    update: (slug, patch) =>
      call<Item>({ method: "PATCH", url: `${base}${encodeURIComponent(slug)}/`, data: patch }),
    remove: (slug) => none({ method: "DELETE", url: `${base}${encodeURIComponent(slug)}/` }),
  });

  return {
    csrf: () => none({ method: "GET", url: "/csrf/" }),
    login: (body) => call<Session>({ method: "POST", url: "/login/", data: body }),
    logout: () => none({ method: "POST", url: "/logout/", data: {} }),
    refresh: () => call<Session>({ method: "POST", url: "/token/refresh/", data: {} }),

    isAdmin: async ({ renewSession = false } = {}) => {
      try {
        const response = await http.request<Partial<IsAdmin> | undefined>({
          method: "GET",
          url: "/is-admin",
          // The navigation's check takes every status as its answer and never refreshes (a guest
          // must not be sent to /login). The guard's lets 401/403 reach the refresh interceptor:
          // one refresh, then the question is asked again.
          validateStatus: renewSession ? (status) => status !== 401 && status !== 403 : () => true,
          skipAuthRefresh: !renewSession,
          renewSession,
        });
        return response.status === 200 && response.data?.is_admin === true;
      } catch (error) {
        const apiError = toApiError(error);
        // Still refused after the refresh: a guest, not a failure.
        if (apiError.status === 401 || apiError.status === 403) return false;
        // No answer at all (offline): the caller decides; it is not "guest".
        throw apiError;
      }
    },

    news: items<NewsItem, NewsPage, NewsCreate, NewsUpdate>("/news/"),
    gallery: items<GalleryItem, GalleryPage, GalleryCreate, GalleryUpdate>("/gallery/"),

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
    },

    builds: {
      list: () => call<BuildList>({ method: "GET", url: "/builds/" }),
      request: (reason) =>
        none({
          method: "POST",
          url: "/builds/",
          data: reason === undefined ? {} : { reason },
        }),
    },

    health: () => call<Health>({ method: "GET", url: "/health" }),
  };
}

function reportProgress(event: AxiosProgressEvent, onProgress: (fraction: number) => void): void {
  const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
  if (fraction !== undefined && Number.isFinite(fraction))
    onProgress(Math.min(1, Math.max(0, fraction)));
}
