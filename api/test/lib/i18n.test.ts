import { Translator } from "../../src/lib/i18n";
import { LOCALES_DIR } from "../../src/paths";

const translator = new Translator(LOCALES_DIR);
const locked = (lang: "en" | "ar" | "ru", count: number) =>
  translator.t(lang, "login.locked", { count });
const rateLimited = (lang: "en" | "ar" | "ru", count: number) =>
  translator.t(lang, "server.rateLimited", { count });

describe("Translator plurals (i18next's key_<CLDR category>, chosen by count)", () => {
  const MINUTES = [1, 2, 5, 11, 21];

  it("English: one and other", () => {
    expect(MINUTES.map((count) => locked("en", count))).toEqual([
      "Too many tries. This account is locked for 1 minute.",
      "Too many tries. This account is locked for 2 minutes.",
      "Too many tries. This account is locked for 5 minutes.",
      "Too many tries. This account is locked for 11 minutes.",
      "Too many tries. This account is locked for 21 minutes.",
    ]);
    expect([0, 1].map((count) => rateLimited("en", count))).toEqual([
      "Too many requests. Please try again in 0 seconds.",
      "Too many requests. Please try again in 1 second.",
    ]);
  });

  it("Russian: one (1, 21), few (2), many (5, 11)", () => {
    const lead = "Слишком много попыток. Учётная запись заблокирована на";
    expect(MINUTES.map((count) => locked("ru", count))).toEqual([
      `${lead} 1 минуту.`,
      `${lead} 2 минуты.`,
      `${lead} 5 минут.`,
      `${lead} 11 минут.`,
      `${lead} 21 минуту.`,
    ]);
    expect([0, 1].map((count) => rateLimited("ru", count))).toEqual([
      "Слишком много запросов. Попробуйте снова через 0 секунд.",
      "Слишком много запросов. Попробуйте снова через 1 секунду.",
    ]);
  });

  it("Arabic: one and two as words, few (3–10) with the plural noun, many (11–99) with the singular", () => {
    const lead = "محاولات كثيرة، لذا أُقفل هذا الحساب";
    expect(MINUTES.map((count) => locked("ar", count))).toEqual([
      `${lead} لمدة دقيقة واحدة.`,
      `${lead} لمدة دقيقتين.`,
      `${lead} لمدة 5 دقائق.`,
      `${lead} لمدة 11 دقيقة.`,
      `${lead} لمدة 21 دقيقة.`,
    ]);
    expect([0, 1, 2, 10, 60].map((count) => rateLimited("ar", count))).toEqual([
      "طلبات كثيرة. حاول مرة أخرى بعد لحظات.",
      "طلبات كثيرة. حاول مرة أخرى بعد ثانية واحدة.",
      "طلبات كثيرة. حاول مرة أخرى بعد ثانيتين.",
      "طلبات كثيرة. حاول مرة أخرى بعد 10 ثوانٍ.",
      "طلبات كثيرة. حاول مرة أخرى بعد 60 ثانية.",
    ]);
  });

  it("uses the plain key when no count is given, and the key itself when nothing matches", () => {
    expect(translator.t("ru", "login.general")).toBe(
      "Мы искали везде, но такой учётной записи не нашли.",
    );
    expect(translator.t("ar", "no.such.key", { count: 2 })).toBe("no.such.key");
  });
});

describe("Translator numbers (the message's language writes them)", () => {
  it("writes a decimal comma and groups only from five digits in Russian, Latin digits in Arabic", () => {
    expect(translator.t("ru", "media.tooLarge", { megabytes: 2.5 })).toBe(
      "Файл больше 2,5\u00a0МБ.",
    );
    expect(translator.t("en", "media.tooLarge", { megabytes: 2.5 })).toBe(
      "This file is larger than 2.5 MB.",
    );
    expect(translator.t("ar", "media.tooLarge", { megabytes: 2.5 })).toBe(
      "حجم هذا الملف أكبر من 2.5 ميغابايت.",
    );
    expect(translator.t("ru", "media.tooManyPixels", { megapixels: 1200 })).toBe(
      "Изображение больше 1200\u00a0Мп.",
    );
    expect(translator.t("ru", "media.tooManyPixels", { megapixels: 25000 })).toBe(
      "Изображение больше 25\u00a0000\u00a0Мп.",
    );
    expect(rateLimited("ru", 1200)).toBe(
      "Слишком много запросов. Попробуйте снова через 1200 секунд.",
    );
  });

  it("leaves string values as they are", () => {
    expect(translator.t("ru", "media.tooLarge", { megabytes: "2.5" })).toBe(
      "Файл больше 2.5\u00a0МБ.",
    );
  });
});
