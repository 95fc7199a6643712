import type { ReactNode } from "react";
import { langAttributes, type Picked } from "../../lib/localized";
import * as listStyles from "../items/ItemList.module.css";
import * as styles from "./News.module.css";

interface NewsArticleProps {
  title: Picked;
  /** ISO date, and how the page's language writes it. */
  publishedAt: string;
  date: string;
  /** Shown when the body is the English original on an Arabic or Russian page. */
  untranslated: string;
  /**
   * The cover picture (components/ui/Picture), or nothing. In the preview's frame, the picture a
   * draft's cover fills (held in a template until then).
   */
  cover: ReactNode;
  /** Sanitised HTML (@leca/shared/markdown). */
  body: Picked;
  /**
   * The preview page's empty frame (pages/preview.tsx): every part named (data-slot) for its
   * island to fill with a draft, and the untranslated note present but hidden.
   */
  slots?: boolean;
}

/**
 * A news article as the site shows it: title, date, cover and body. The article page
 * (templates/news-item.tsx) renders it with an item at build time; the preview page renders its
 * frame, which the preview island fills with a draft, so a preview is this same markup.
 */
export function NewsArticle(props: NewsArticleProps) {
  const { title, publishedAt, date, untranslated, cover, body, slots = false } = props;
  const slot = (name: string) => (slots ? { "data-slot": name } : {});
  return (
    <article className={styles.article}>
      <h1 {...langAttributes(title)} {...slot("title")}>
        {title.text}
      </h1>
      <p className={listStyles.date}>
        <time dateTime={publishedAt || undefined} {...slot("date")}>
          {date}
        </time>
      </p>
      {(body.fallback || slots) && (
        <p className={listStyles.date} hidden={!body.fallback} {...slot("untranslated")}>
          {untranslated}
        </p>
      )}
      {slots ? <template {...slot("cover")}>{cover}</template> : cover}
      <div
        className={styles.body}
        {...langAttributes(body)}
        {...slot("body")}
        dangerouslySetInnerHTML={{ __html: body.text }}
      />
    </article>
  );
}
