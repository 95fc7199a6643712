import { directionOf } from "./languages";

/** Spec: 0.4 s out, sliding 100 px, then 0.4 s in. */
export const SWITCH_SECONDS = 0.4;
export const SWITCH_DISTANCE = 100;

/**
 * Content leaves towards the reading start of the old language (src/islands/shell/language.ts);
 * the new language's page arrives from its reading end (global.css, "Language switch").
 */
export const exitOffset = (from: string) =>
  directionOf(from) === "rtl" ? SWITCH_DISTANCE : -SWITCH_DISTANCE;
