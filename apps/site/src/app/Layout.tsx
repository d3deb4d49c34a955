import { useEffect, useRef, useState, type RefObject } from "react";
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation } from "react-router";
import { SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { useLocale } from "../i18n/locale-context";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageSwitcher } from "./LanguageSwitcher";
import type { LayoutData } from "./layout-data";
import styles from "./Layout.module.css";

/**
 * The languages the loader is fetching, all supported ones until they arrive. The switcher stays
 * the same component throughout (no Suspense fallback swapped for another instance), so a menu
 * opened before the list arrives stays open.
 */
function useLanguages(languages: Promise<readonly Locale[]>): readonly Locale[] {
  const [locales, setLocales] = useState<readonly Locale[]>(SUPPORTED_LOCALES);
  useEffect(() => {
    let current = true;
    // The loader's promise never rejects: it falls back to every supported locale itself.
    void languages.then((loaded) => current && setLocales(loaded));
    return () => {
      current = false;
    };
  }, [languages]);
  return locales;
}

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

/** The shared layout of every public page. */
export function Layout() {
  const { t } = useLocale();
  const { languages } = useLoaderData() as LayoutData;
  const locales = useLanguages(languages);
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t("a11y.skipToContent")}
      </a>
      <div className={styles.progress} data-active={navigation.state === "loading"} aria-hidden="true" />
      <Header languageSwitcher={<LanguageSwitcher locales={locales} />} />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
