import { directionOf, LANGUAGES, type Lang } from "@leca/shared/languages";
import type { BuildService } from "../builds/service";

/**
 * Why no site is served: a build is on its way, the last one failed, none will come, or the
 * served release's `_headers` or `_redirects` cannot be applied.
 */
export type HoldingState = "building" | "failed" | "unavailable" | "invalid";

/** The page is self-contained: one inline style, no script, nothing fetched. */
export const HOLDING_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const HOLDING_RETRY_SECONDS = 15;

export async function holdingState(
  builds: BuildService,
  builder: "local" | "netlify" | "off",
): Promise<HoldingState> {
  if (await builds.current()) return "building";
  const [latest] = await builds.list(1);
  if (latest?.status === "failed") return "failed";
  // On a first start the build request is still in its debounce window: it has no record yet.
  return !latest && builder === "local" ? "building" : "unavailable";
}

type Texts = Record<HoldingState, string>;

/** The page in every language of the locale table, each in its own direction. */
const TEXTS: Record<Lang, Texts> = {
  en: {
    building:
      "The website is being prepared. It will appear here in about a minute; this page refreshes by itself.",
    failed:
      "The website could not be built. Administrators can see why and try again at /dashboard/builds.",
    unavailable: "No copy of the website has been built on this server.",
    invalid:
      "This copy of the website cannot be served: its hosting rules are invalid. Administrators can see why in the server log.",
  },
  ar: {
    building: "يجري إعداد الموقع. سيظهر هنا خلال دقيقة تقريبًا، وستتحدّث هذه الصفحة من تلقاء نفسها.",
    failed: "تعذّر بناء الموقع. يمكن للمسؤولين معرفة السبب وإعادة المحاولة في /dashboard/builds.",
    unavailable: "لم تُبنَ أي نسخة من الموقع على هذا الخادم.",
    invalid:
      "لا يمكن عرض هذه النسخة من الموقع لأن قواعد الاستضافة الخاصة بها غير صالحة. يمكن للمسؤولين معرفة السبب في سجل الخادم.",
  },
  ru: {
    building: "Сайт готовится. Он появится здесь примерно через минуту; страница обновится сама.",
    failed:
      "Не удалось собрать сайт. Администраторы могут узнать причину и повторить сборку на /dashboard/builds.",
    unavailable: "На этом сервере не собрана ни одна версия сайта.",
    invalid:
      "Эту версию сайта нельзя показать: её правила хостинга неверны. Администраторы могут узнать причину в журнале сервера.",
  },
};

const TITLES: Record<HoldingState, string> = {
  building: "The website is being prepared",
  failed: "The website could not be built",
  unavailable: "The website is not available",
  invalid: "The website cannot be served",
};

/** A self-contained page (no scripts, no requests) that reloads itself until the site is live. */
export function holdingPage(state: HoldingState): string {
  const paragraphs = LANGUAGES.map(
    (lang) => `<p lang="${lang}" dir="${directionOf(lang)}">${TEXTS[lang][state]}</p>`,
  ).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${HOLDING_RETRY_SECONDS}">
<meta name="robots" content="noindex">
<title>${TITLES[state]}</title>
<style>body{font:1.1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:15vh auto;padding:0 1.5rem;color:#222}p{margin:0 0 1.25rem}</style>
</head>
<body>
<main>
${paragraphs}
</main>
</body>
</html>
`;
}
