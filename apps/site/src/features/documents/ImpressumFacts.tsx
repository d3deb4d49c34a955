import { germanSpacing, type LegalNotice, type PublicPortalConfig } from "@lawfirm/contract";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context";
import { countryName } from "../../ui/format";
import { telHref } from "../../ui/offices/office-address";
import styles from "./DocumentPage.module.css";

/** The firm-wide facts the legal notice is made of (decision 0067). */
export type ImpressumFactsSource = Pick<PublicPortalConfig, "name" | "address" | "email" | "tel" | "legalNotice">;

/** A text of several lines (a postal address), one line each. */
function Lines({ text }: { text: string }) {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.map((line, index) => (
    <span key={index} className={styles.line}>
      {line}
    </span>
  ));
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const filled = (value: string | null | undefined): value is string => (value ?? "").trim() !== "";

/**
 * The legal notice's part before the editor's text: who provides the site (§ 5 DDG), its register
 * entry and VAT ID, from the site configuration's facts in the page's language. A fact not typed
 * is left out; the back office's dashboard warns of it.
 */
export function ImpressumProvider({ facts }: { facts: ImpressumFactsSource }) {
  const { t, locale } = useLocale();
  const notice: LegalNotice = facts.legalNotice;
  const typeset = (text: string) => (locale === "de_DE" ? germanSpacing(text) : text);
  const register = filled(notice.registerCourt) || filled(notice.registerNumber);
  return (
    <div className={styles.facts}>
      <Section id="impressum-provider" title={t("impressum.provider")}>
        <address className={styles.address}>
          <span className={styles.line}>
            <strong>{facts.name}</strong>
          </span>
          {filled(notice.legalForm) ? <span className={styles.line}>{typeset(notice.legalForm)}</span> : null}
          <Lines text={facts.address} />
        </address>
        {filled(facts.tel) || filled(facts.email) ? (
          <p>
            {filled(facts.tel) ? (
              <span className={styles.line}>
                {t("footer.phone")}: <a href={telHref(facts.tel)}>{facts.tel}</a>
              </span>
            ) : null}
            {filled(facts.email) ? (
              <span className={styles.line}>
                {t("footer.email")}: <a href={`mailto:${facts.email}`}>{facts.email}</a>
              </span>
            ) : null}
          </p>
        ) : null}
      </Section>
      {register ? (
        <Section id="impressum-register" title={t("impressum.register")}>
          <p>
            {filled(notice.registerCourt) ? (
              <span className={styles.line}>{t("impressum.registerCourt", { court: notice.registerCourt })}</span>
            ) : null}
            {filled(notice.registerNumber) ? (
              <span className={styles.line}>{t("impressum.registerNumber", { number: notice.registerNumber })}</span>
            ) : null}
          </p>
        </Section>
      ) : null}
      {filled(notice.vatId) ? (
        <Section id="impressum-vat" title={t("impressum.vatHeading")}>
          <p>{t("impressum.vatId", { vatId: notice.vatId })}</p>
        </Section>
      ) : null}
    </div>
  );
}

/**
 * The legal notice's part after the editor's text: the professional rules (§ 2 DL-InfoV: titles and
 * the state that conferred them, the bar, the rules), the liability insurance and the consumer
 * dispute-resolution statement, each sentence from the page's catalog.
 */
export function ImpressumProfession({ facts }: { facts: ImpressumFactsSource }) {
  const { t, locale } = useLocale();
  const notice = facts.legalNotice;
  const typeset = (text: string) => (locale === "de_DE" ? germanSpacing(text) : text);
  const profession = notice.titles.length > 0 || filled(notice.barName) || notice.rules.length > 0;
  const insurance = filled(notice.insurerName) || notice.insuranceScope !== null;
  return (
    <div className={styles.facts}>
      {profession ? (
        <Section id="impressum-profession" title={t("impressum.profession")}>
          {notice.titles.length > 0 ? (
            <>
              <h3>{t("impressum.titles")}</h3>
              <ul>
                {notice.titles.map((title, index) => (
                  <li key={index}>{t("impressum.title", { title: typeset(title.title), country: countryName(title.country, locale) })}</li>
                ))}
              </ul>
            </>
          ) : null}
          {filled(notice.barName) ? (
            <>
              <h3>{t("impressum.bar")}</h3>
              <address className={styles.address}>
                <span className={styles.line}>{notice.barName}</span>
                <Lines text={notice.barAddress} />
              </address>
            </>
          ) : null}
          {notice.rules.length > 0 ? (
            <>
              <h3>{t("impressum.rulesHeading")}</h3>
              <p>{t("impressum.rules")}</p>
              <ul>
                {notice.rules.map((rule, index) => (
                  <li key={index}>
                    <a href={rule.url}>{typeset(rule.name)}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>
      ) : null}
      {insurance ? (
        <Section id="impressum-insurance" title={t("impressum.insurance")}>
          {filled(notice.insurerName) ? (
            <address className={styles.address}>
              <span className={styles.line}>{notice.insurerName}</span>
              <Lines text={notice.insurerAddress} />
            </address>
          ) : null}
          {notice.insuranceScope ? <p>{t("impressum.scope", { scope: t(`impressum.scope.${notice.insuranceScope}`) })}</p> : null}
        </Section>
      ) : null}
      {notice.disputeResolution ? (
        <Section id="impressum-dispute" title={t("impressum.dispute")}>
          {notice.disputeResolution === "declines" ? (
            <p>{t("impressum.dispute.declines")}</p>
          ) : (
            <>
              <p>{t("impressum.dispute.takesPart")}</p>
              <address className={styles.address}>
                <Lines text={notice.disputeBoard} />
                {filled(notice.disputeBoardUrl) ? (
                  <span className={styles.line}>
                    <a href={notice.disputeBoardUrl}>{notice.disputeBoardUrl.replace(/^https?:\/\//, "")}</a>
                  </span>
                ) : null}
              </address>
            </>
          )}
        </Section>
      ) : null}
    </div>
  );
}
