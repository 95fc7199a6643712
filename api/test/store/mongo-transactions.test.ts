import { hasTransactions } from "../../src/store/mongo/transactions";

// The MongoDB adapter refuses a server without transactions at start (MONGODB_URI's message);
// this is how it tells one from `hello` (answers as MongoDB 7 sends them, shortened).
describe("mongo adapter: transaction support", () => {
  it("is there on a replica set member and behind mongos", () => {
    expect(hasTransactions({ isWritablePrimary: true, setName: "rs0", hosts: ["a:27017"] })).toBe(
      true,
    );
    expect(hasTransactions({ isWritablePrimary: true, msg: "isdbgrid" })).toBe(true);
  });

  it("is missing on a standalone mongod", () => {
    expect(hasTransactions({ isWritablePrimary: true, maxWireVersion: 21 })).toBe(false);
  });
});
