import type en from "./catalog-en";

type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;
type Leaves<Tree, Prefix extends string = ""> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${WithoutPlural<Key>}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/**
 * Every text of the dashboard by its key ("layout.nav.desk"), checked by the compiler against the
 * English catalog: a key that does not exist does not compile. Plural forms go by their base key
 * ("inbox.unread" for inbox.unread_one and _other) with a numeric `count`.
 */
export type MessageKey = Leaves<Omit<typeof en, "errors">>;
