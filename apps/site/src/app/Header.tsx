import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { LocalizedLink } from "../ui/LocalizedLink";
import { SITE_ROUTES } from "@lawfirm/contract";
import { useLocale } from "../i18n/locale-context";
import { BrandLogo } from "./BrandMark";
import { useLayoutData, useSiteName } from "./layout-data";
import { MainNav } from "./MainNav";
import styles from "./Header.module.css";

/** The site header: firm name, main navigation, language switcher and, on narrow screens, the menu button. */
export function Header({ languageSwitcher }: { languageSwitcher: ReactNode }) {
  const { t } = useLocale();
  const siteName = useSiteName();
  const iconUrl = useLayoutData()?.config?.iconUrl;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  }

  return (
    <header className={styles.header} onKeyDown={onKeyDown}>
      <div className={`container ${styles.bar}`}>
        <LocalizedLink to={SITE_ROUTES.home} className={styles.brand} onClick={() => setMenuOpen(false)}>
          <BrandLogo iconUrl={iconUrl} className={styles.mark} />
          <span className={styles.brandText}>
            <span className={styles.name}>{siteName}</span>
            <span className={styles.tagline}>{t("site.tagline")}</span>
          </span>
        </LocalizedLink>
        <button
          ref={menuButtonRef}
          type="button"
          data-needs-script=""
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className={styles.burger} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className={styles.menuLabel}>{t("nav.menu")}</span>
        </button>
        <MainNav id={navId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <div className={styles.tools}>{languageSwitcher}</div>
      </div>
    </header>
  );
}
