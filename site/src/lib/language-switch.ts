import { directionOf } from "./languages";

/** Spec: 0.4 s out, sliding 100 px, then 0.4 s in. */
export const SWITCH_SECONDS = 0.4;
export const SWITCH_DISTANCE = 100;

/** Carried in the navigation's history state so the next page knows to fade in. */
export interface SwitchState {
  languageSwitch: { to: string };
}

export const isSwitchState = (state: unknown): state is SwitchState =>
  typeof state === "object" && state !== null && "languageSwitch" in state;

/** Content leaves towards the reading start of the old language... */
export const exitOffset = (from: string) =>
  directionOf(from) === "rtl" ? SWITCH_DISTANCE : -SWITCH_DISTANCE;
/** ...and the new language's content arrives from its reading end. */
export const enterOffset = (to: string) =>
  directionOf(to) === "rtl" ? -SWITCH_DISTANCE : SWITCH_DISTANCE;
