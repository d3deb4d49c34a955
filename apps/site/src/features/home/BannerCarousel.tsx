import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { LocalizedLink } from "../../ui/LocalizedLink";
import type { Banner } from "@lawfirm/contract";
import { useLocale } from "../../i18n/locale-context";
import { cx } from "../../ui/cx";
import { ExternalMark } from "../../ui/ExternalMark";
import styles from "./BannerCarousel.module.css";
import { LineIcon } from "../../ui/LineIcon";
import { Picture } from "../../ui/Picture";

const ROTATION_MS = 8000;
/** The banner's width: the hero's second column (five elevenths) from 64rem (HomePage.module.css), else the page's. */
const BANNER_SIZES = "(min-width: 64rem) 32rem, 100vw";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

const subscribeToNothing = () => () => {};

/** False while the server renders the page and the browser takes it over (hydration), true after. */
function useTakenOver(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  const className = styles.link;
  if (href.startsWith("/")) {
    return (
      <LocalizedLink className={className} to={href}>
        {children}
      </LocalizedLink>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalMark />
    </a>
  );
}

/**
 * The home page's banners, pinned first (the server's order). Several banners cross-fade every
 * few seconds, with previous, next and pause buttons; they hold still while the pointer or the
 * keyboard is on them, and never move by themselves for visitors who prefer reduced motion.
 * (WAI-ARIA carousel pattern: slides are announced only when the visitor changes them.)
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLocale();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  // The other banners' pictures come once the page is taken over: they show only when the carousel
  // turns, and the first seconds of a phone's connection belong to the first one.
  const allPictures = useTakenOver();
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && playing && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const go = (step: number) => setCurrent((index) => (index + step + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("banner.label")}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          {canRotate ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPlaying((value) => !value)}
              aria-label={t(playing ? "banner.pause" : "banner.play")}
            >
              {playing ? (
                <LineIcon path="M5 3.5v9M11 3.5v9" />
              ) : (
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M5 3.2v9.6L12.5 8z" fill="currentColor" />
                </svg>
              )}
            </button>
          ) : null}
          <button type="button" className={styles.control} onClick={() => go(-1)} aria-label={t("banner.previous")}>
            <LineIcon className={styles.flip} path="M10 3.5 5.5 8l4.5 4.5" />
          </button>
          <p className={styles.counter} aria-hidden="true">
            {current + 1} / {count}
          </p>
          <button type="button" className={styles.control} onClick={() => go(1)} aria-label={t("banner.next")}>
            <LineIcon className={styles.flip} path="M6 3.5 10.5 8 6 12.5" />
          </button>
        </div>
      ) : null}
      <div className={styles.slides} aria-live={rotating ? "off" : "polite"}>
        {banners.map((banner, index) => {
          const active = index === current;
          return (
            <div
              key={banner.id}
              className={cx(styles.slide, active && styles.active)}
              role="group"
              aria-roledescription="slide"
              aria-label={t("banner.slide", { index: index + 1, count })}
              inert={!active}
            >
              <div className={styles.frame}>
                {index === 0 || allPictures ? (
                  <Picture
                    src={banner.imgPath}
                    alt=""
                    description={banner.imgDescription}
                    width={1200}
                    height={900}
                    sizes={BANNER_SIZES}
                    fetchPriority={index === 0 ? "high" : undefined}
                  />
                ) : null}
              </div>
              {banner.title || banner.subTitle || banner.linkUrl ? (
                <div className={styles.caption}>
                  {banner.title ? <p className={styles.title}>{banner.title}</p> : null}
                  {banner.subTitle ? <p className={styles.subtitle}>{banner.subTitle}</p> : null}
                  {banner.linkUrl ? <BannerLink href={banner.linkUrl}>{t("common.details")}</BannerLink> : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
