import { useEffect, useRef, type RefObject } from "react";
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation } from "react-router";
import { useLocale } from "../i18n/locale-context";
import { LocaleProvider } from "../i18n/LocaleProvider";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { HydrateLater } from "../ui/HydrateLater";
import { LanguageSwitcher } from "./LanguageSwitcher";
import type { LayoutData } from "../lib/layout-data";
import styles from "./Layout.module.css";

/**
 * After a client-side navigation, focus moves to the new page's heading (or to the section a
 * link points at), so that keyboard and screen-reader users start where sighted users look.
 */
function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname + hash);
  useEffect(() => {
    const current = pathname + hash;
    if (previous.current === current) return;
    previous.current = current;
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = section?.hasAttribute("tabindex") ? section : (main.current?.querySelector("h1") ?? main.current);
    target?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}

/** The shared layout of every public page, in the page's language. */
export function Layout() {
  const { locale } = useLoaderData() as LayoutData;
  return (
    <LocaleProvider locale={locale}>
      <LayoutFrame />
    </LocaleProvider>
  );
}

function LayoutFrame() {
  const { t } = useLocale();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t("a11y.skipToContent")}
      </a>
      <div className={styles.progress} data-active={navigation.state === "loading"} aria-hidden="true" />
      {/* Taken over in a task each (decision 0127). */}
      <HydrateLater>
        <Header languageSwitcher={<LanguageSwitcher />} />
      </HydrateLater>
      <HydrateLater>
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ScrollRestoration />
    </>
  );
}
