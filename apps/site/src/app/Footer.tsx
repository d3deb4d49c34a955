import { Link } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import { documentPath, type DocumentName } from "../features/documents/documents";
import { useLocale } from "../i18n/locale-context";
import type { MessageKey } from "../i18n/messages";
import { BrandMark } from "./BrandMark";
import { MAIN_NAVIGATION } from "./navigation";
import styles from "./Footer.module.css";

const LEGAL_LINKS: readonly { name: DocumentName; labelKey: MessageKey }[] = [
  { name: "privacy", labelKey: "footer.privacy" },
  { name: "terms", labelKey: "footer.terms" },
  { name: "impressum", labelKey: "footer.impressum" },
];

/** The site footer: firm, sections, address and contact, legal pages. */
export function Footer() {
  const { t } = useLocale();
  const siteName = t("site.name");
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <BrandMark className={styles.mark} />
          <p className={styles.name}>{siteName}</p>
          <p className={styles.description}>{t("site.description")}</p>
        </div>
        <nav className={styles.column} aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t("footer.explore")}
          </h2>
          <ul className={styles.links}>
            {MAIN_NAVIGATION.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{t(entry.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t("footer.officeHeading")}</h2>
          <address className={styles.address}>
            {siteName}
            <br />
            {t("footer.address")}
          </address>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t("footer.contactHeading")}</h2>
          <p className={styles.text}>{t("footer.contactText")}</p>
          <p>
            <Link className={styles.cta} to={SITE_ROUTES.people}>
              {t("footer.findLawyer")}
            </Link>
          </p>
        </div>
      </div>
      <div className="container">
        <div className={styles.bottom}>
        <p className={styles.copyright}>{t("footer.copyright", { year: new Date().getFullYear(), name: siteName })}</p>
        <nav aria-label={t("footer.legal")}>
          <ul className={styles.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.name}>
                <Link to={documentPath(link.name)}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        </div>
      </div>
    </footer>
  );
}
