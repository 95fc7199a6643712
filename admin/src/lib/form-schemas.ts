import { z } from "zod";
import { SLUG_PATTERN } from "@leca/shared/contracts";

/** Empty means "make it from the English title" (the API does that on create). */
export const slugInput = z
  .string()
  .trim()
  .max(96, { error: "item.slugInvalid" })
  .refine((value) => value === "" || SLUG_PATTERN.test(value), { error: "item.slugInvalid" });

/** The value of <input type="datetime-local">; empty means "no date". */
export const localDateInput = z
  .string()
  .refine((value) => value === "" || !Number.isNaN(Date.parse(value)), {
    error: "validation.dateInvalid",
  });
