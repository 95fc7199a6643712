import { apiErrorSchema } from "../contracts";

/** The error replies a route can give, for its OpenAPI description and reply validation. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
