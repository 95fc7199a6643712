import { Translator } from "../src/i18n";

const en = {
  greeting: "Hello, {{name}}",
  files_one: "{{count}} file",
  files_other: "{{count}} files",
  onlyEnglish: "Only in English",
};

describe("Translator", () => {
  it("falls back to English until a language's catalog is added, then reads it", () => {
    const translator = new Translator({ en });
    expect(translator.hasCatalog("ru")).toBe(false);
    expect(translator.t("ru", "greeting", { name: "Ада" })).toBe("Hello, Ада");
    translator.addCatalog("ru", {
      greeting: "Здравствуйте, {{name}}",
      files_one: "{{count}} файл",
      files_few: "{{count}} файла",
      files_many: "{{count}} файлов",
    });
    expect(translator.hasCatalog("ru")).toBe(true);
    expect(translator.t("ru", "greeting", { name: "Ада" })).toBe("Здравствуйте, Ада");
    expect([1, 3, 5, 21].map((count) => translator.t("ru", "files", { count }))).toEqual([
      "1 файл",
      "3 файла",
      "5 файлов",
      "21 файл",
    ]);
    // A text the language lacks is English's, with English numbers.
    expect(translator.t("ru", "onlyEnglish")).toBe("Only in English");
  });

  it("writes numbers as the message's language does, and an unknown key as itself", () => {
    const translator = new Translator({ en, ru: { files_many: "{{count}} файлов" } });
    expect(translator.t("en", "files", { count: 1200 })).toBe("1,200 files");
    expect(translator.t("ru", "files", { count: 25000 })).toBe("25\u00a0000 файлов");
    expect(translator.t("en", "no.such.key")).toBe("no.such.key");
    expect(translator.has("files")).toBe(true);
    expect(translator.has("no.such")).toBe(false);
  });
});
