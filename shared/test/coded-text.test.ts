import {
  auditDetail,
  buildReason,
  buildReasonsInEnglish,
  readAuditDetail,
  readBuildReasons,
} from "../src/contracts";

describe("build reasons, stored as codes", () => {
  it("round-trips a code with its parameters, a slug or a note with any character", () => {
    const stored = [
      buildReason("item-published", { kind: "news", slug: "green-roofs", by: "alice" }),
      buildReason("manual", { by: "bob", note: "prices; new & better" }),
      buildReason("scheduled"),
    ].join("; ");
    expect(readBuildReasons(stored)).toEqual([
      { code: "item-published", params: { kind: "news", slug: "green-roofs", by: "alice" } },
      { code: "manual", params: { by: "bob", note: "prices; new & better" } },
      { code: "scheduled", params: {} },
    ]);
  });

  it("reads the English sentences builds stored before, and keeps any other text as text", () => {
    expect(
      readBuildReasons(
        "gallery updated: dubai-villa; scheduled publication; manual rebuild from the desk; typo",
      ),
    ).toEqual([
      { code: "item-updated", params: { kind: "gallery", slug: "dubai-villa" } },
      { code: "scheduled", params: {} },
      { code: "manual", params: {} },
      { text: "typo" },
    ]);
  });

  it("words coded reasons in English for Netlify's deploy list", () => {
    const stored = buildReason("item-deleted", { kind: "news", slug: "old", by: "alice" });
    expect(buildReasonsInEnglish(`${stored}; ${buildReason("first-start")}`)).toBe(
      "news deleted: old by alice; first start: no site built yet",
    );
  });
});

describe("audit details, stored as codes", () => {
  it("round-trips a code with its parameters", () => {
    const stored = auditDetail("file", {
      type: "image/png",
      width: 1200,
      height: 800,
      bytes: 50335,
    });
    expect(stored).toBe("file?type=image%2Fpng&width=1200&height=800&bytes=50335");
    expect(readAuditDetail(stored)).toEqual({
      code: "file",
      params: { type: "image/png", width: "1200", height: "800", bytes: "50335" },
    });
  });

  it("reads the sentences older entries hold", () => {
    expect(readAuditDetail("image/png, 1200×800, 50335 bytes")).toEqual({
      code: "file",
      params: { type: "image/png", width: "1200", height: "800", bytes: "50335" },
    });
    expect(readAuditDetail("/green-roofs/, scheduled for 2026-12-01T18:54:00.000Z")).toEqual({
      code: "item",
      params: { path: "/green-roofs/", scheduledFor: "2026-12-01T18:54:00.000Z" },
    });
    expect(readAuditDetail("turning it off: wrong code")).toEqual({
      code: "two-factor-refused",
      params: { step: "turn-off", why: "wrong-code" },
    });
    expect(readAuditDetail("with a recovery code")).toEqual({
      code: "with-recovery-code",
      params: {},
    });
    expect(readAuditDetail("3 other session(s) ended")).toEqual({
      code: "other-sessions-ended",
      params: { count: "3" },
    });
  });

  it("leaves free text and unknown codes alone", () => {
    expect(readAuditDetail("something else")).toBeNull();
    expect(readAuditDetail("not-a-code?x=1")).toBeNull();
  });
});
