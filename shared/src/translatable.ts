/**
 * An item's translatable texts, for the screens that know the kind by name (the dashboard's list
 * and history, the API's stores): the kinds' configs (kinds/) say which texts each has. No zod.
 */
import type { ItemKindName } from "./contracts/common";
import {
  byKind,
  KINDS,
  requiredTexts,
  textsRequiredBy,
  translatableTexts,
  type Content,
} from "./kinds";

export {
  pictureTextOf,
  textsRequiredBy,
  type Content,
  type PictureTexts,
  type RequiredTexts,
} from "./kinds";

/** The texts each kind must have in every language before it counts as translated. */
export const REQUIRED_TEXTS = byKind(requiredTexts);

/** An item's texts REQUIRED_TEXTS names for its kind, absent ones left out. */
export const requiredTextsOf = (kind: ItemKindName, item: Content) =>
  textsRequiredBy(REQUIRED_TEXTS[kind], item);

/** An item's translatable texts by field path, for its kind. */
export const textsOf = (kind: ItemKindName, item: Content) => translatableTexts(KINDS[kind], item);
