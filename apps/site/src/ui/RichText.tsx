import { toLanguageTag } from "@lawfirm/contract";
import { cx } from "./cx";
import styles from "./RichText.module.css";

/**
 * Rich text written in the back office. ONLY for fields the server sanitises when they are saved
 * (article content, the firm's introduction, advantages, legal documents): their HTML keeps
 * headings, lists, links, images and tables and has lost scripts, styles and event handlers.
 * `lang` is the content's own language, so that hyphenation and fonts follow it.
 */
export function RichText({ html, lang, className }: { html: string; lang: string; className?: string }) {
  return <div className={cx(styles.prose, className)} lang={toLanguageTag(lang)} dangerouslySetInnerHTML={{ __html: html }} />;
}
