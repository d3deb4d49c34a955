import { useState } from "react";
import { useLocale } from "../../i18n/locale-context";
import { ExternalMark } from "../../ui/ExternalMark";
import { LineIcon } from "../../ui/LineIcon";
import styles from "./PersonDetailPage.module.css";

const LINK_ICON = "M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8";
const MAIL_ICON = "M2.5 4h11v8h-11zM2.5 4.5L8 9l5.5-4.5";
const SHARE_ICON = "M8 10V2.5M5 5.5l3-3 3 3M3 9v4.5h10V9";

/** LinkedIn's share address: a plain link, so that nothing of LinkedIn loads until the visitor follows it. */
export const linkedInShareUrl = (pageUrl: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`;

/** An e-mail with the page's title as its subject and its address as its text. */
export const mailShareUrl = (subject: string, pageUrl: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(pageUrl)}`;

/**
 * Share links for a page: LinkedIn and e-mail as plain links (no third-party script or request
 * before a click), and "Copy link", a button that needs script and is hidden without it.
 */
export function PersonShare({ pageUrl, subject }: { pageUrl: string; subject: string }) {
  const { t } = useLocale();
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setCopyState("copied");
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address is shown to copy by hand.
      setCopyState("failed");
    }
  }

  return (
    <div className={styles.share}>
      <h2 id="person-share" className={styles.shareTitle}>
        <LineIcon path={SHARE_ICON} />
        {t("person.share")}
      </h2>
      <ul className={styles.shareLinks} aria-labelledby="person-share">
        <li>
          <a className={styles.shareLink} href={linkedInShareUrl(pageUrl)} target="_blank" rel="noopener noreferrer">
            {t("person.shareLinkedIn")}
            <ExternalMark />
          </a>
        </li>
        <li>
          <a className={styles.shareLink} href={mailShareUrl(subject, pageUrl)}>
            <LineIcon path={MAIL_ICON} />
            {t("person.shareEmail")}
          </a>
        </li>
        <li data-needs-script="">
          <button type="button" className={styles.shareLink} onClick={copyLink}>
            <LineIcon path={LINK_ICON} />
            {t("person.copyLink")}
          </button>
        </li>
      </ul>
      <p className={styles.shareStatus} role="status">
        {copyState === "copied" ? t("person.linkCopied") : copyState === "failed" ? t("person.copyManually", { url: pageUrl }) : ""}
      </p>
    </div>
  );
}
