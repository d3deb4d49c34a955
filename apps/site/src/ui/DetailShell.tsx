import type { ReactNode } from "react";
import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageMeta } from "../app/usePageMeta";
import { useLocale } from "../i18n/locale-context";
import type { MessageKey } from "../i18n/messages";
import { ArrowLink } from "./ArrowLink";
import { Breadcrumbs } from "./Breadcrumbs";
import styles from "./DetailShell.module.css";

/**
 * The frame of every detail page (person, practice area, news, case, honor): breadcrumb,
 * heading and the way back to the list. The item's own content goes in as children.
 */
export function DetailShell(props: {
  sectionKey: MessageKey;
  sectionTo: string;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
  children?: ReactNode;
}) {
  const { t } = useLocale();
  const section = t(props.sectionKey);
  const title = t(props.titleKey);
  usePageMeta(title, t(props.descriptionKey));
  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <Breadcrumbs items={[{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: props.sectionTo }, { label: title }]} />
          <p className={styles.eyebrow}>{t("common.details")}</p>
          <h1 className={styles.title} tabIndex={-1}>
            {title}
          </h1>
        </div>
      </header>
      {props.children ? <div className="container">{props.children}</div> : null}
      <div className={`container ${styles.back}`}>
        <ArrowLink to={props.sectionTo} back>
          {t("common.backTo", { section })}
        </ArrowLink>
      </div>
    </article>
  );
}
