// The types a route's schemas give its callers: what to send and what comes back.
import type * as z from "../contracts/zod";

type SuccessStatus = 200 | 201 | 202;
type SchemaAt<S, K extends PropertyKey> = S extends { [P in K]: infer T extends z.ZodType }
  ? T
  : never;

/** What a successful answer holds (undefined for a route that answers only 204). */
export type ReplyOf<S> = S extends { response: infer R }
  ? [Extract<keyof R, SuccessStatus>] extends [never]
    ? undefined
    : z.output<SchemaAt<R, Extract<keyof R, SuccessStatus>>>
  : never;

/**
 * The path parameters (`:slug`) and the query as the server reads them (numbers, booleans),
 * which the client writes as text; every query field may be left to the server's default.
 */
export type ParamsOf<S> = z.output<SchemaAt<S, "params">>;
export type QueryOf<S> = Partial<z.output<SchemaAt<S, "querystring">>>;
/** The body as the caller writes it: fields with a server default may be left out. */
export type BodyOf<S> = z.input<SchemaAt<S, "body">>;

/** What a call of the route takes: only the parts the route has. */
export type RouteInput<S> = ([SchemaAt<S, "params">] extends [never]
  ? unknown
  : { params: ParamsOf<S> }) &
  ([SchemaAt<S, "querystring">] extends [never] ? unknown : { query?: QueryOf<S> }) &
  ([SchemaAt<S, "body">] extends [never] ? unknown : { body: BodyOf<S> });
