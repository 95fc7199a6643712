/** A unique index refused a write; `field` names what collided ("slug", "username"). */
export class UniqueViolation extends Error {
  constructor(readonly field: "slug" | "username") {
    super(`${field} is already in use`);
    this.name = "UniqueViolation";
  }
}
