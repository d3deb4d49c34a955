import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { localizedPath, splitLocalePath } from "@lawfirm/contract";
import { LocalizedLink } from "../ui/LocalizedLink";
import { useLocale } from "../i18n/locale-context";
import { cx } from "../ui/cx";
import { MAIN_NAVIGATION } from "./navigation";
import styles from "./MainNav.module.css";

/**
 * The main navigation. Wide screens: a row whose sections with sub-pages open on hover or with
 * their own disclosure button. Narrow screens: a panel the header's menu button shows, with
 * `children` (the site search) above the sections.
 */
export function MainNav({ id, open, onNavigate, children }: { id: string; open: boolean; onNavigate: () => void; children?: ReactNode }) {
  const { locale, t } = useLocale();
  const [expanded, setExpanded] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  // The address is read once for every link (decision 0121).
  const { pathname } = useLocation();
  const here = splitLocalePath(pathname).path;
  /** A section's own link is the current page on its address and below it (the way React Router's `NavLink` compared them). */
  const isCurrent = (href: string) => {
    const shown = pathname.toLowerCase();
    const linked = href.toLowerCase();
    return shown === linked || shown.startsWith(`${linked}/`);
  };
  /** A section is where the visitor is on its own page and on a sub-page of another address (the events in "News & Events"). */
  const isWithin = (child: { to: string }) => {
    const path = child.to.split(/[?#]/)[0] ?? "";
    return here === path || here.startsWith(`${path}/`);
  };

  useEffect(() => {
    if (expanded === null) return;
    const collapseOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setExpanded(null);
    };
    document.addEventListener("pointerdown", collapseOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", collapseOnOutsidePointer);
  }, [expanded]);

  function onClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest("a")) {
      setExpanded(null);
      onNavigate();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || expanded === null) return;
    event.stopPropagation();
    const item = (event.target as Element).closest("[data-nav-item]");
    setExpanded(null);
    item?.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus();
  }

  return (
    <nav
      id={id}
      ref={navRef}
      data-panel-without-script=""
      aria-label={t("nav.label")}
      className={cx(styles.nav, open && styles.open)}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
      <ul className={styles.list}>
        {MAIN_NAVIGATION.map((entry, index) => {
          const label = t(entry.labelKey);
          const submenuId = `${baseId}-sub-${index}`;
          const isExpanded = expanded === entry.to;
          const current = isCurrent(localizedPath(locale, entry.to));
          return (
            <li
              key={entry.to}
              className={cx(styles.item, entry.children && styles.hasSubmenu)}
              data-nav-item=""
              onBlur={(event) => {
                if (isExpanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(null);
              }}
            >
              <LocalizedLink
                to={entry.to}
                aria-current={current ? "page" : undefined}
                className={cx(styles.link, (current || entry.children?.some(isWithin)) && styles.active)}
              >
                {label}
              </LocalizedLink>
              {entry.children ? (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={isExpanded}
                    aria-controls={submenuId}
                    aria-label={t("nav.submenu", { section: label })}
                    onClick={() => setExpanded(isExpanded ? null : entry.to)}
                  >
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                      <path
                        d="M2.5 4.5 6 8l3.5-3.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                  <ul id={submenuId} className={cx(styles.submenu, isExpanded && styles.submenuOpen)}>
                    {entry.children.map((child) => (
                      <li key={child.to}>
                        <LocalizedLink to={child.to} className={styles.sublink}>
                          {t(child.labelKey)}
                        </LocalizedLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
