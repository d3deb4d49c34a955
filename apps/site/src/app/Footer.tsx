import { LocalizedLink } from "../ui/LocalizedLink";
import { SITE_ROUTES } from "@lawfirm/contract";
import { documentPath, usePublishedDocuments, type DocumentName } from "../features/documents/documents";
import { useLocale } from "../i18n/locale-context";
import type { MessageKey } from "../i18n/messages";
import { OfficeAddress } from "../ui/offices/OfficeAddress";
import { telHref } from "../ui/offices/office-address";
import { officePath } from "../ui/paths";
import { NewsletterSignup } from "../ui/NewsletterSignup";
import { BrandLogo } from "./BrandMark";
import { useLayoutData, useSiteName } from "../lib/layout-data";
import { FOOTER_NAVIGATION } from "./navigation";
import styles from "./Footer.module.css";

const LEGAL_LINKS: readonly { name: DocumentName; labelKey: MessageKey }[] = [
  { name: "impressum", labelKey: "footer.impressum" },
  { name: "privacy", labelKey: "footer.privacy" },
  { name: "terms", labelKey: "footer.terms" },
  { name: "accessibility", labelKey: "footer.accessibility" },
];

/** The site footer: firm, sections, every office with its address (else the firm's), contact from the site configuration, legal pages. */
export function Footer() {
  const { t } = useLocale();
  const siteName = useSiteName();
  const layout = useLayoutData();
  const config = layout?.config;
  const published = usePublishedDocuments();
  const legalLinks = LEGAL_LINKS.filter((link) => published.includes(link.name));
  const offices = layout?.offices ?? [];
  const address = config?.address.trim() || t("footer.address");
  const email = config?.email?.trim();
  const tel = config?.tel.trim();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <BrandLogo iconUrl={config?.iconUrl} className={styles.mark} />
          <p className={styles.name}>{siteName}</p>
          <p className={styles.description}>{t("site.description")}</p>
        </div>
        <nav className={styles.column} aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t("footer.explore")}
          </h2>
          <ul className={styles.links}>
            {FOOTER_NAVIGATION.map((entry) => (
              <li key={entry.to}>
                <LocalizedLink to={entry.to}>{t(entry.labelKey)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        {offices.length > 0 ? (
          <nav className={styles.column} aria-labelledby="footer-offices">
            <h2 id="footer-offices" className={styles.heading}>
              {t("office.heading")}
            </h2>
            <ul className={styles.offices}>
              {offices.map((office) => (
                <li key={office.id}>
                  <LocalizedLink className={styles.addressName} to={officePath(office.id)}>
                    {office.name}
                  </LocalizedLink>
                  <OfficeAddress office={office} className={styles.officeAddress} />
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className={styles.column}>
            <h2 className={styles.heading}>{t("footer.officeHeading")}</h2>
            <address className={styles.address}>
              <span className={styles.addressName}>{siteName}</span>
              {address}
            </address>
          </div>
        )}
        <div className={styles.column}>
          <h2 className={styles.heading}>{t("footer.contactHeading")}</h2>
          {email || tel ? (
            <dl className={styles.contact}>
              {tel ? (
                <div>
                  <dt>{t("footer.phone")}</dt>
                  <dd>
                    <a href={telHref(tel)}>{tel}</a>
                  </dd>
                </div>
              ) : null}
              {email ? (
                <div>
                  <dt>{t("footer.email")}</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <p className={styles.text}>{t("footer.contactText")}</p>
          )}
          <p className={styles.textLink}>
            <LocalizedLink to={SITE_ROUTES.contact}>{t("footer.contactForm")}</LocalizedLink>
          </p>
          <p>
            <LocalizedLink className={styles.cta} to={SITE_ROUTES.people}>
              {t("footer.findLawyer")}
            </LocalizedLink>
          </p>
          <NewsletterSignup tone="dark" />
        </div>
      </div>
      <div className="container">
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t("footer.copyright", { year: new Date().getFullYear(), name: siteName })}</p>
          {legalLinks.length > 0 ? (
            <nav aria-label={t("footer.legal")}>
              <ul className={styles.legal}>
                {legalLinks.map((link) => (
                  <li key={link.name}>
                    <LocalizedLink to={documentPath(link.name)}>{t(link.labelKey)}</LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
