import { useTranslation } from "gatsby-plugin-react-i18next";
import { SIDEBAR_ID } from "../../lib/dom-ids";
import * as styles from "./Header.module.css";
import { Icon } from "../ui/Icon";

/**
 * The hamburger, served closed: src/islands/shell/sidebar.ts switches its icon and name between
 * "menu" and "close" (both names are in its data attributes).
 */
export function MenuButton() {
  const { t } = useTranslation("common");
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-expanded="false"
      aria-controls={SIDEBAR_ID}
      aria-label={t("sidebar.open")}
      data-label-open={t("sidebar.open")}
      data-label-close={t("sidebar.close")}
      data-icon="menu"
    >
      <Icon box={24}>
        {/* Both shapes are in the HTML; the button's data-icon shows one (Header.module.css). */}
        <path
          data-shape="close"
          fill="currentColor"
          d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
        />
        <path
          data-shape="menu"
          fill="currentColor"
          d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z"
        />
      </Icon>
    </button>
  );
}
