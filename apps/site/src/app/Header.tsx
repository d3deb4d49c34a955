import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { LocalizedLink } from "../ui/LocalizedLink";
import { localizedPath, SEARCH_LIMITS, SITE_ROUTES } from "@lawfirm/contract";
import { useLocale } from "../i18n/locale-context";
import { BrandLogo } from "./BrandMark";
import { useLayoutData, useSiteName } from "../lib/layout-data";
import { MainNav } from "./MainNav";
import { HydrateLater } from "../ui/HydrateLater";
import styles from "./Header.module.css";

/** The main navigation's id: one per page, and the fragment of the menu's link without a script. */
const MENU_ID = "menu";

/** The site header: firm name, main navigation, site search, language switcher and, on narrow screens, the menu button. */
export function Header({ languageSwitcher }: { languageSwitcher: ReactNode }) {
  const { t } = useLocale();
  const siteName = useSiteName();
  const iconUrl = useLayoutData()?.config?.iconUrl;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  }

  // The menu's three lines and its name: its button's face, and its link's without a script.
  const menuFace = (
    <>
      <span className={styles.burger} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className={styles.menuLabel}>{t("nav.menu")}</span>
    </>
  );

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
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((value) => !value)}
        >
          {menuFace}
        </button>
        {/* Without a script, a link to the menu: public/noscript.css shows the menu when it is the address's target. */}
        <a href={`#${MENU_ID}`} className={styles.menuButton} data-without-script-only="" data-menu-link="">
          {menuFace}
        </a>
        {/* The navigation and the tools: a part each of the takeover (decision 0127). */}
        <HydrateLater>
          <MainNav id={MENU_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)}>
            <SiteSearch className={styles.menuSearch} />
          </MainNav>
        </HydrateLater>
        <HydrateLater>
          <div className={styles.tools}>
            <SiteSearch className={styles.search} />
            {languageSwitcher}
          </div>
        </HydrateLater>
      </div>
    </header>
  );
}

/**
 * The site search: a plain GET form, so that it works before and without JavaScript. Wide
 * screens show it in the header's bar, narrow ones at the top of the menu.
 */
function SiteSearch({ className }: { className: string | undefined }) {
  const { t, locale } = useLocale();
  const searchId = useId();
  return (
    <form
      className={className}
      role="search"
      aria-label={t("search.label")}
      method="get"
      action={localizedPath(locale, SITE_ROUTES.search)}
    >
      <label className="visually-hidden" htmlFor={searchId}>
        {t("search.fieldLabel")}
      </label>
      <input
        id={searchId}
        className={styles.searchField}
        type="search"
        name="q"
        maxLength={SEARCH_LIMITS.query}
        placeholder={t("search.title")}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className={styles.searchButton} type="submit" aria-label={t("search.submit")}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
