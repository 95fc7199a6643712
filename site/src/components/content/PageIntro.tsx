import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../ui/Picture";
import * as styles from "./PageIntro.module.css";

interface Props {
  heading: string;
  lead?: string;
  image?: IGatsbyImageData;
  imageAlt?: string;
}

/** The top of a content page: its one h1, the leading text and, beside them, its picture. */
export function PageIntro({ heading, lead, image, imageAlt = "" }: Props) {
  return (
    <div className={styles.intro}>
      <div className={`container ${styles.grid}`} data-with-image={Boolean(image)}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {image && <Picture image={image} alt={imageAlt} className={styles.image} loading="eager" />}
      </div>
    </div>
  );
}
