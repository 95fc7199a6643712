import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Button } from "../ui/Button";
import { Picture } from "../ui/Picture";
import * as cardStyles from "../ui/Card.module.css";
import * as teaserStyles from "../ui/TeaserCard.module.css";
import * as styles from "./Home.module.css";

export const APPLICATIONS = [
  { key: "infrastructure", image: "application-infrastructure", to: "/infrastructure/" },
  { key: "construction", image: "application-construction", to: "/construction/" },
  { key: "waterManagement", image: "application-water-management", to: "/water-management/" },
] as const;

/** Three application areas, each with its picture and a button to its page. */
export function ApplicationsBlock({ images }: { images: Record<string, IGatsbyImageData> }) {
  const { t } = useTranslation("home");
  return (
    <section className={styles.section} aria-labelledby="applications-heading">
      <div className="container">
        <h2 id="applications-heading">{t("applications.heading")}</h2>
        <p className={styles.lead}>{t("applications.lead")}</p>
        <ul className={styles.cards}>
          {APPLICATIONS.map(({ key, image, to }) => {
            const data = images[image];
            return (
              <li key={key} className={cardStyles.card}>
                {data && (
                  <Picture
                    image={data}
                    alt={t(`applications.${key}.alt`)}
                    className={teaserStyles.image}
                  />
                )}
                <div className={teaserStyles.body}>
                  <h3>{t(`applications.${key}.title`)}</h3>
                  <p>{t(`applications.${key}.text`)}</p>
                  <Button
                    link
                    to={to}
                    type="secondary"
                    textButton={t(`applications.${key}.button`)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
