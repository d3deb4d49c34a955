import { useLocale } from "../../i18n/locale-context";
import { cx } from "../cx";
import { officeAddressLines, type OfficeAddressFields } from "./office-address";
import styles from "./OfficeAddress.module.css";

/** An office's postal address, one part per line; nothing when the office has none. */
export function OfficeAddress({ office, className }: { office: OfficeAddressFields; className?: string | undefined }) {
  const { locale } = useLocale();
  const lines = officeAddressLines(office, locale);
  if (lines.length === 0) return null;
  return (
    <address className={cx(styles.address, className)}>
      {lines.map((line, index) => (
        <span key={index} className={styles.line}>
          {line}
        </span>
      ))}
    </address>
  );
}
