// Every API route's schemas under the same name as its path in paths.ts: what it takes (params,
// query, body) and what it answers, by status. The server validates and serializes with these
// and documents them (OpenAPI); the client takes its argument and answer types from them.
import * as z from "../contracts/zod";
import {
  adminProfileSchema,
  apiErrorSchema,
  auditPageSchema,
  auditQuerySchema,
  backupStatusSchema,
  buildListSchema,
  buildRequestBodySchema,
  buildRequestedSchema,
  contactAcceptedSchema,
  contactBodySchema,
  contactFilterSchema,
  contactListQuerySchema,
  contactMessageSchema,
  contactNoteBodySchema,
  contactPageSchema,
  contactPatchSchema,
  endedSessionsSchema,
  healthSchema,
  idSchema,
  isAdminSchema,
  KIND_SCHEMAS,
  listQuerySchema,
  liveSchema,
  loginBodySchema,
  mediaSchema,
  okSchema,
  ownSessionListSchema,
  passwordChangeBodySchema,
  readySchema,
  recoveryCodesSchema,
  restoreBodySchema,
  revisionListQuerySchema,
  revisionListSchema,
  revisionOf,
  revisionParamsSchema,
  sessionSchema,
  slugParamsSchema,
  twoFactorChangeSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  uiLanguageBodySchema,
  ITEM_KINDS,
  itemStampPageSchema,
  type ItemKindName,
} from "../contracts";
import type { ApiRoutes, ItemRouteName } from "./paths";

/** The error replies a route can give (the body every error has), for its docs and checks. */
export const errorReplies = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };

/** What Fastify's `schema` option holds for one route. */
export interface RouteSchema {
  tags?: readonly string[];
  summary?: string;
  consumes?: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
}

const idParams = z.strictObject({ id: idSchema });
/** Any text: an id that is not one of ours is "not found", not a bad request. */
const anyIdParams = z.strictObject({ id: z.string() });
/** A body the route reads as a stream or in its own way: never parsed against a schema. */
const unparsed = (description: string) => z.unknown().describe(description);

const auth = ["auth"];
export const ROUTE_SCHEMAS = {
  auth: {
    csrf: { tags: auth, summary: "Sets the csrftoken cookie", response: { 200: okSchema } },
    login: {
      tags: auth,
      body: loginBodySchema,
      response: { 200: sessionSchema, ...errorReplies(400, 401, 403, 429) },
    },
    loginCode: {
      tags: auth,
      summary: "The code step, after /login/ answered TWO_FACTOR_REQUIRED",
      body: twoFactorCodeSchema,
      response: { 200: sessionSchema, ...errorReplies(400, 401, 403, 429) },
    },
    logout: { tags: auth, response: { 200: okSchema, ...errorReplies(403) } },
    refresh: { tags: auth, response: { 200: sessionSchema, ...errorReplies(401, 403, 429) } },
    isAdmin: {
      tags: auth,
      summary:
        "200 for an admin session; 204 (no body) without any session cookie; 401 when a session's access token is expired or not valid (refresh, then ask again); 403 for a non-admin",
      response: { 200: isAdminSchema, 204: z.null(), 401: isAdminSchema, 403: isAdminSchema },
    },
    profile: {
      tags: auth,
      summary:
        "The signed-in admin: name, role and the dashboard language they chose; the company's time zone and the upload limit",
      response: { 200: adminProfileSchema, ...errorReplies(401, 403) },
    },
    setUiLanguage: {
      tags: auth,
      summary: "Remembers the dashboard language of the signed-in admin (null: forget it)",
      body: uiLanguageBodySchema,
      response: { 200: okSchema, ...errorReplies(400, 401, 403) },
    },
  },
  twoFactor: {
    status: { tags: auth, response: { 200: twoFactorStatusSchema, ...errorReplies(401) } },
    setup: {
      tags: auth,
      response: { 200: twoFactorSetupSchema, ...errorReplies(401, 403, 409) },
    },
    enable: {
      tags: auth,
      body: twoFactorChangeSchema,
      response: { 200: recoveryCodesSchema, ...errorReplies(400, 401, 403, 409, 429) },
    },
    disable: {
      tags: auth,
      body: twoFactorChangeSchema,
      response: { 200: okSchema, ...errorReplies(400, 401, 403, 429) },
    },
    renewRecoveryCodes: {
      tags: auth,
      body: twoFactorChangeSchema,
      response: { 200: recoveryCodesSchema, ...errorReplies(400, 401, 403, 409, 429) },
    },
  },
  account: {
    changePassword: {
      tags: auth,
      summary: "Changes the signed-in admin's password; every other session of theirs ends",
      body: passwordChangeBodySchema,
      response: { 200: okSchema, ...errorReplies(400, 401, 403, 429) },
    },
    sessions: {
      tags: auth,
      summary: "The signed-in admin's live sessions, the current one marked",
      response: { 200: ownSessionListSchema, ...errorReplies(401, 403) },
    },
    endSession: {
      tags: auth,
      summary: "Ends one of the signed-in admin's sessions (the current one too: signing out)",
      params: z.strictObject({ id: z.string().max(100) }),
      response: { 200: okSchema, ...errorReplies(401, 403, 404) },
    },
    endOtherSessions: {
      tags: auth,
      summary: "Ends every session of the signed-in admin but this one",
      response: { 200: endedSessionsSchema, ...errorReplies(401, 403) },
    },
  },
  media: {
    upload: {
      tags: ["media"],
      summary: 'Uploads one JPEG, PNG, WebP or AVIF image (multipart field "file")',
      consumes: ["multipart/form-data"],
      response: { 201: mediaSchema, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
    },
    file: {
      tags: ["media"],
      summary: "The stored image bytes; cacheable forever (ids are never reused)",
      params: anyIdParams,
      response: {
        200: unparsed("The image, with the Content-Type it was stored as"),
        304: z.null(),
        ...errorReplies(404),
      },
    },
    remove: {
      tags: ["media"],
      summary: "Deletes an image no news or gallery item uses",
      params: anyIdParams,
      response: { 204: z.null(), ...errorReplies(401, 403, 404, 409) },
    },
  },
  contact: {
    send: {
      tags: ["contact"],
      summary: "Stores a contact message, then mails it when SMTP is configured",
      body: contactBodySchema,
      response: { 201: contactAcceptedSchema, ...errorReplies(400, 403, 429) },
    },
    list: {
      tags: ["contact"],
      summary:
        "Contact messages, newest first, filtered (status, quote requests, source, text, dates)",
      querystring: contactListQuerySchema,
      response: { 200: contactPageSchema, ...errorReplies(400, 401, 403) },
    },
    exportCsv: {
      tags: ["contact"],
      summary: "The filtered messages as CSV (UTF-8 with BOM, RFC 4180), newest first",
      querystring: contactFilterSchema,
      response: {
        200: unparsed("text/csv; charset=utf-8, with a byte-order mark"),
        ...errorReplies(400, 401, 403),
      },
    },
    update: {
      tags: ["contact"],
      summary:
        "Marks a message read or unread, and/or sets its lead status (which marks it read, unless `read` says otherwise)",
      params: idParams,
      body: contactPatchSchema,
      response: { 200: contactMessageSchema, ...errorReplies(400, 401, 403, 404) },
    },
    addNote: {
      tags: ["contact"],
      summary: "Adds an internal note to a message (admins only; notes are never public)",
      params: idParams,
      body: contactNoteBodySchema,
      response: { 201: contactMessageSchema, ...errorReplies(400, 401, 403, 404) },
    },
  },
  builds: {
    list: {
      tags: ["builds"],
      summary: "Recent site builds, newest first",
      response: { 200: buildListSchema, ...errorReplies(401, 403) },
    },
    request: {
      tags: ["builds"],
      summary:
        "Rebuilds now, with any changes still waiting; answers the build to follow (null: no builder)",
      body: buildRequestBodySchema.nullish(),
      response: { 202: buildRequestedSchema, ...errorReplies(400, 401, 403) },
    },
  },
  audit: {
    list: {
      tags: ["audit"],
      summary: "The audit log: sign-ins, publishing, deletions, uploads and builds, newest first",
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errorReplies(400, 401, 403) },
    },
  },
  backups: {
    status: {
      tags: ["backups"],
      summary: "When the last scheduled backup ran and how, and whether it needs attention",
      response: { 200: backupStatusSchema, ...errorReplies(401, 403) },
    },
  },
  webhooks: {
    netlify: {
      tags: ["builds"],
      summary: "Netlify deploy notifications (JWS-signed)",
      body: z.string().nullish(),
      response: { 200: okSchema, ...errorReplies(400, 401, 404, 413, 415) },
    },
  },
  health: {
    summary: {
      tags: ["health"],
      response: { 200: healthSchema, 503: healthSchema.or(apiErrorSchema) },
    },
    live: { tags: ["health"], response: { 200: liveSchema } },
    ready: {
      tags: ["health"],
      response: { 200: readySchema, 503: readySchema.or(apiErrorSchema) },
    },
  },
} as const satisfies { [G in keyof ApiRoutes]: { [N in keyof ApiRoutes[G]]: RouteSchema } };

export type RouteSchemas = typeof ROUTE_SCHEMAS;

/** One content kind's route schemas (its item, list and revision shapes from its config). */
export function itemRouteSchemasOf<K extends ItemKindName>(kind: K) {
  const schemas = KIND_SCHEMAS[kind];
  const tags = [kind];
  return {
    list: {
      tags,
      querystring: listQuerySchema,
      // Stamps and summaries first: their schemas are strict, so a page of whole items falls
      // through.
      response: {
        200: z.union([itemStampPageSchema, schemas.summaryPage, schemas.page]),
        304: z.null(),
        ...errorReplies(400, 401, 429),
      },
    },
    get: {
      tags,
      params: slugParamsSchema,
      response: { 200: schemas.item, 304: z.null(), ...errorReplies(401, 404) },
    },
    create: {
      tags,
      body: schemas.input,
      response: { 201: schemas.item, ...errorReplies(400, 401, 403, 409) },
    },
    update: {
      tags,
      params: slugParamsSchema,
      body: schemas.patch,
      response: { 200: schemas.item, ...errorReplies(400, 401, 403, 404, 409) },
    },
    remove: {
      tags,
      params: slugParamsSchema,
      response: { 204: z.null(), ...errorReplies(401, 403, 404) },
    },
    history: {
      tags,
      params: slugParamsSchema,
      querystring: revisionListQuerySchema,
      response: { 200: revisionListSchema, ...errorReplies(400, 401, 403, 404) },
    },
    revision: {
      tags,
      params: revisionParamsSchema,
      response: { 200: revisionOf(schemas.item), ...errorReplies(400, 401, 403, 404) },
    },
    restore: {
      tags,
      params: revisionParamsSchema,
      body: restoreBodySchema,
      response: { 200: schemas.item, ...errorReplies(400, 401, 403, 404, 409) },
    },
  } as const satisfies Record<ItemRouteName, RouteSchema>;
}

export type ItemRouteSchemas<K extends ItemKindName> = ReturnType<typeof itemRouteSchemasOf<K>>;

/** Every kind's route schemas, made once. */
export const ITEM_ROUTE_SCHEMAS = Object.fromEntries(
  ITEM_KINDS.map((kind) => [kind, itemRouteSchemasOf(kind)]),
) as { [K in ItemKindName]: ItemRouteSchemas<K> };
