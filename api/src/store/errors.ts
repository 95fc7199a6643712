/** A unique index refused a write; `field` names what collided ("slug", "username"). */
export class UniqueViolation extends Error {
  constructor(readonly field: "slug" | "username") {
    super(`${field} is already in use`);
    this.name = "UniqueViolation";
  }
}

/** An item write named a media file that does not exist (deleted meanwhile); nothing was saved. */
export class MissingMedia extends Error {
  constructor() {
    super("an item refers to a media file that does not exist");
    this.name = "MissingMedia";
  }
}
