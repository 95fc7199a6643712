// The API's route table: each route's method and path (paths.ts, zod-free) and its schemas
// (schemas.ts), under one name. The server and the client are both made from it.
export * from "./paths";
export * from "./schemas";
export type * from "./types";
