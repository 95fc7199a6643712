import { loadErrorTranslator } from "../../src/lib/i18n";
import { LOCALES_DIR } from "../../src/paths";

const translator = loadErrorTranslator(LOCALES_DIR);
const locked = (lang: "en" | "ar" | "ru", count: number) =>
  translator.t(lang, "login.locked", { count });
const rateLimited = (lang: "en" | "ar" | "ru", count: number) =>
  translator.t(lang, "server.rateLimited", { count });
const tooManyPixels = (lang: "en" | "ar" | "ru", count: number) =>
  translator.t(lang, "media.tooManyPixels", { count });
const tooManyImages = (lang: "en" | "ar" | "ru", count: number) =>
  translator.t(lang, "item.tooManyImages", { count });

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

  it("says a limit in the plural form its number takes: megapixels (also fractional) and images", () => {
    const COUNTS = [1, 2, 2.5, 5, 21, 100];
    expect(COUNTS.map((count) => tooManyPixels("en", count))).toEqual([
      "This image is larger than 1 megapixel.",
      "This image is larger than 2 megapixels.",
      "This image is larger than 2.5 megapixels.",
      "This image is larger than 5 megapixels.",
      "This image is larger than 21 megapixels.",
      "This image is larger than 100 megapixels.",
    ]);
    expect(COUNTS.map((count) => tooManyPixels("ru", count))).toEqual([
      "В изображении больше 1\u00a0мегапикселя.",
      "В изображении больше 2\u00a0мегапикселей.",
      "В изображении больше 2,5\u00a0мегапикселя.",
      "В изображении больше 5\u00a0мегапикселей.",
      "В изображении больше 21\u00a0мегапикселя.",
      "В изображении больше 100\u00a0мегапикселей.",
    ]);
    expect(COUNTS.map((count) => tooManyPixels("ar", count))).toEqual([
      "دقة هذه الصورة أعلى من ميجابكسل واحد.",
      "دقة هذه الصورة أعلى من ميجابكسلين.",
      "دقة هذه الصورة أعلى من 2.5 ميجابكسل.",
      "دقة هذه الصورة أعلى من 5 ميجابكسل.",
      "دقة هذه الصورة أعلى من 21 ميجابكسل.",
      "دقة هذه الصورة أعلى من 100 ميجابكسل.",
    ]);

    const IMAGES = [1, 2, 3, 5, 11, 21, 100];
    expect(IMAGES.map((count) => tooManyImages("en", count))).toEqual([
      "A gallery item can hold at most 1 image.",
      ...[2, 3, 5, 11, 21, 100].map((n) => `A gallery item can hold at most ${n} images.`),
    ]);
    const ru = "В записи галереи может быть не больше";
    expect(IMAGES.map((count) => tooManyImages("ru", count))).toEqual([
      `${ru} 1 изображения.`,
      `${ru} 2 изображений.`,
      `${ru} 3 изображений.`,
      `${ru} 5 изображений.`,
      `${ru} 11 изображений.`,
      `${ru} 21 изображения.`,
      `${ru} 100 изображений.`,
    ]);
    const ar = "يمكن أن يضم عنصر المعرض";
    expect([0, ...IMAGES].map((count) => tooManyImages("ar", count))).toEqual([
      "لا يمكن أن يضم عنصر المعرض أي صورة.",
      `${ar} صورة واحدة كحد أقصى.`,
      `${ar} صورتين كحد أقصى.`,
      `${ar} 3 صور كحد أقصى.`,
      `${ar} 5 صور كحد أقصى.`,
      `${ar} 11 صورة كحد أقصى.`,
      `${ar} 21 صورة كحد أقصى.`,
      `${ar} 100 صورة كحد أقصى.`,
    ]);
  });

  it("knows a key that has only plural forms", () => {
    expect(translator.has("item.tooManyImages")).toBe(true);
    expect(translator.has("media.tooManyPixels")).toBe(true);
    expect(translator.has("item.tooManyImages_one")).toBe(true);
    expect(translator.has("item.noSuchKey")).toBe(false);
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
      "Изображение больше 2,5\u00a0МБ.",
    );
    expect(translator.t("en", "media.tooLarge", { megabytes: 2.5 })).toBe(
      "This image is larger than 2.5 MB.",
    );
    expect(translator.t("ar", "media.tooLarge", { megabytes: 2.5 })).toBe(
      "حجم هذه الصورة أكبر من 2.5 ميجابايت.",
    );
    expect(tooManyPixels("ru", 1200)).toBe("В изображении больше 1200\u00a0мегапикселей.");
    expect(tooManyPixels("ru", 25000)).toBe("В изображении больше 25\u00a0000\u00a0мегапикселей.");
    expect(tooManyPixels("ar", 2.5)).toBe("دقة هذه الصورة أعلى من 2.5 ميجابكسل.");
    expect(rateLimited("ru", 1200)).toBe(
      "Слишком много запросов. Попробуйте снова через 1200 секунд.",
    );
  });

  it("leaves string values as they are", () => {
    expect(translator.t("ru", "media.tooLarge", { megabytes: "2.5" })).toBe(
      "Изображение больше 2.5\u00a0МБ.",
    );
  });
});
