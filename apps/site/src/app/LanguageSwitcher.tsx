import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { localizedPath, toLanguageTag, type Locale } from "@lawfirm/contract";
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES } from "../i18n/language-names";
import { useLocale } from "../i18n/locale-context";
import { LineIcon } from "../ui/LineIcon";
import { localeStore } from "../lib/locale";
import { useLanguageVersions } from "../lib/page-head";
import styles from "./LanguageSwitcher.module.css";

function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale];
}

/**
 * The language menu button (WAI-ARIA menu button pattern): Enter, Space or the arrow keys open it,
 * the arrow keys, Home and End move, Escape closes it and returns to the button. Each language is
 * a link to the same page in that language (a detail page's linked version; where the item has no
 * version, the section's list, said beside the language); following one stores the choice.
 */
export function LanguageSwitcher() {
  const { locale, t } = useLocale();
  const versions = useLanguageVersions();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function focusItem(index: number) {
    const count = versions.length;
    if (count === 0) return;
    itemRefs.current[((index % count) + count) % count]?.focus();
  }

  function openMenu(focus: "checked" | "last") {
    flushSync(() => setOpen(true));
    const checked = versions.findIndex((version) => version.locale === locale);
    focusItem(focus === "last" ? versions.length - 1 : Math.max(checked, 0));
  }

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  function choose(next: Locale) {
    setOpen(false);
    localeStore.set(next);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(event.key === "ArrowUp" ? "last" : "checked");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusItem(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusItem(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusItem(0);
        break;
      case "End":
        event.preventDefault();
        focusItem(versions.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        close();
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        data-needs-script=""
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openMenu("checked"))}
        onKeyDown={onTriggerKeyDown}
      >
        <svg className={styles.globe} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.3">
            <circle cx="10" cy="10" r="7.5" />
            <path d="M2.5 10h15M10 2.5c2.2 2.3 3.2 4.8 3.2 7.5s-1 5.2-3.2 7.5M10 2.5C7.8 4.8 6.8 7.3 6.8 10s1 5.2 3.2 7.5" />
          </g>
        </svg>
        {/* Named "Language: English": the visible text is part of the name (for voice control). */}
        <span className="visually-hidden">{t("language.label")}: </span>
        <span lang={toLanguageTag(locale)} className={styles.current}>
          {languageName(locale)}
        </span>
        {/* On a phone and in the wide bar the short name is shown instead; the full one stays in the button's name. */}{" "}
        <span lang={toLanguageTag(locale)} className={styles.short}>
          {LANGUAGE_SHORT_NAMES[locale]}
        </span>
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul
        id={menuId}
        data-panel-without-script=""
        role="menu"
        aria-label={t("language.label")}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {versions.map((version, index) => (
          <li key={version.locale} role="none">
            <a
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              href={localizedPath(version.locale, version.path)}
              role="menuitemradio"
              aria-checked={version.locale === locale}
              hrefLang={toLanguageTag(version.locale)}
              lang={toLanguageTag(version.locale)}
              tabIndex={-1}
              className={styles.item}
              onClick={() => choose(version.locale)}
            >
              <span className={styles.itemText}>
                <span data-language-name="">{languageName(version.locale)}</span>
                {/* Shown instead of the full name only in the header's row of links without a script (noscript.css). */}
                <span data-language-short-name="" className={styles.itemShort}>
                  {LANGUAGE_SHORT_NAMES[version.locale]}
                </span>
                {version.translated ? null : (
                  <span data-language-note="" className={styles.itemNote} lang={toLanguageTag(locale)}>
                    {t("language.notTranslated")}
                  </span>
                )}
              </span>
              <LineIcon className={styles.check} path="m3.5 8.5 3 3 6-7" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
