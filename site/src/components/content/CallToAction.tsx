import { Button } from "../ui/Button";
import * as styles from "./CallToAction.module.css";

interface Props {
  heading: string;
  text: string;
  button: string;
}

/** The closing band of a content page: one sentence and the way to the contact form. */
export function CallToAction({ heading, text, button }: Props) {
  return (
    <section className={styles.band} aria-labelledby="call-to-action">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="call-to-action" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <Button link to="/contact/" size="lg" textButton={button} />
      </div>
    </section>
  );
}
