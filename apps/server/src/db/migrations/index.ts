import type { Migration } from "kysely";
import * as foundation from "./2026_11_21_0001_foundation.ts";
import * as articlesAndCatalogs from "./2026_11_21_0002_articles_and_catalogs.ts";
import * as bannersConfigDocumentsIcons from "./2026_11_21_0003_banners_config_documents_icons.ts";
import * as peopleAndPracticeAreas from "./2026_11_21_0004_people_and_practice_areas.ts";
import * as loginHardening from "./2026_11_24_0005_login_hardening.ts";
import * as accountsAndRoles from "./2026_11_25_0006_accounts_and_roles.ts";
import * as articleOperatorAccount from "./2026_11_25_0007_article_operator_account.ts";
import * as auditEntries from "./2026_11_26_0008_audit_entries.ts";
import * as firmFacts from "./2026_11_27_0009_firm_facts.ts";
import * as siteSearch from "./2026_11_28_0010_site_search.ts";
import * as officeDetails from "./2026_11_28_0011_office_details.ts";
import * as contentConnections from "./2026_11_28_0012_content_connections.ts";
import * as imageVariants from "./2026_11_29_0013_image_variants.ts";
import * as publishing from "./2026_11_30_0014_publishing.ts";
import * as mediaLibrary from "./2026_12_01_0015_media_library.ts";
import * as articleListWindow from "./2026_12_01_0016_article_list_window.ts";
import * as contentDrafts from "./2026_12_01_0017_content_drafts.ts";
import * as revisions from "./2026_12_01_0018_revisions.ts";
import * as peoplePracticeAreaPublishing from "./2026_12_02_0019_people_practice_area_publishing.ts";
import * as bannerDocumentPublishing from "./2026_12_02_0020_banner_document_publishing.ts";
import * as imagePlaceAlt from "./2026_12_03_0021_image_place_alt.ts";
import * as richTextLibraryAlt from "./2026_12_03_0022_rich_text_library_alt.ts";
import * as revisionWindow from "./2026_12_04_0023_revision_window.ts";
import * as sitemapIndex from "./0024_sitemap_index.ts";
import * as articleTeaser from "./0025_article_teaser.ts";
import * as editPresence from "./0026_edit_presence.ts";
import * as readableAddresses from "./0027_readable_addresses.ts";
import * as redirects from "./0028_redirects.ts";
import * as reviews from "./0029_reviews.ts";
import * as pageMeta from "./0030_page_meta.ts";
import * as translationChanges from "./0031_translation_changes.ts";
import * as searchTextOwnLanguage from "./0032_search_text_own_language.ts";
import * as siteConfigPublishing from "./0033_site_config_publishing.ts";
import * as clientsNamed from "./0034_clients_named.ts";
import * as legalNoticeFacts from "./0035_legal_notice_facts.ts";
import * as personProfile from "./0036_person_profile.ts";
import * as rateLimitWindows from "./0037_rate_limit_windows.ts";
import * as mailOutbox from "./0038_mail_outbox.ts";
import * as purgeQueue from "./0039_purge_queue.ts";
import * as jobOpenings from "./0040_job_openings.ts";
import * as inboundMessages from "./0041_inbound_messages.ts";
import * as dataProtectionSettings from "./0042_data_protection_settings.ts";
import * as searchJobOpenings from "./0043_search_job_openings.ts";
import * as variantJobs from "./0044_variant_jobs.ts";
import * as events from "./0045_events.ts";
import * as newsletter from "./0046_newsletter.ts";
import * as applications from "./0047_applications.ts";
import * as newsletterSending from "./0048_newsletter_sending.ts";
import * as itemListIndex from "./0049_item_list_index.ts";
import * as auditSummaryMessages from "./0050_audit_summary_messages.ts";
import * as newsletterReports from "./0051_newsletter_reports.ts";
import * as titleAndSearchIndexes from "./0052_title_and_search_indexes.ts";
import * as subscriberEmailPrefix from "./0053_subscriber_email_prefix.ts";
import * as keptCountsAndSearchCandidates from "./0054_kept_counts_and_search_candidates.ts";
import * as itemOrderIndex from "./0055_item_order_index.ts";
import * as peopleOrderAndNumbersIndexes from "./0056_people_order_and_numbers_indexes.ts";
import * as uploadUsages from "./0057_upload_usages.ts";
import * as articleListRows from "./0058_article_list_rows.ts";
import * as articleSummaries from "./0059_article_summaries.ts";

/**
 * Every migration, by its frozen name, in the order of its number; the server bundle imports them
 * statically. A new migration is `NNNN_what_it_does.ts` with the next number (no date; decision
 * 0038), listed here; never rename one a database may have applied.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_foundation": foundation,
  "2026_11_21_0002_articles_and_catalogs": articlesAndCatalogs,
  "2026_11_21_0003_banners_config_documents_icons": bannersConfigDocumentsIcons,
  "2026_11_21_0004_people_and_practice_areas": peopleAndPracticeAreas,
  "2026_11_24_0005_login_hardening": loginHardening,
  "2026_11_25_0006_accounts_and_roles": accountsAndRoles,
  "2026_11_25_0007_article_operator_account": articleOperatorAccount,
  "2026_11_26_0008_audit_entries": auditEntries,
  "2026_11_27_0009_firm_facts": firmFacts,
  "2026_11_28_0010_site_search": siteSearch,
  "2026_11_28_0011_office_details": officeDetails,
  "2026_11_28_0012_content_connections": contentConnections,
  "2026_11_29_0013_image_variants": imageVariants,
  "2026_11_30_0014_publishing": publishing,
  "2026_12_01_0015_media_library": mediaLibrary,
  "2026_12_01_0016_article_list_window": articleListWindow,
  "2026_12_01_0017_content_drafts": contentDrafts,
  "2026_12_01_0018_revisions": revisions,
  "2026_12_02_0019_people_practice_area_publishing": peoplePracticeAreaPublishing,
  "2026_12_02_0020_banner_document_publishing": bannerDocumentPublishing,
  "2026_12_03_0021_image_place_alt": imagePlaceAlt,
  "2026_12_03_0022_rich_text_library_alt": richTextLibraryAlt,
  "2026_12_04_0023_revision_window": revisionWindow,
  "0024_sitemap_index": sitemapIndex,
  "0025_article_teaser": articleTeaser,
  "0026_edit_presence": editPresence,
  "0027_readable_addresses": readableAddresses,
  "0028_redirects": redirects,
  "0029_reviews": reviews,
  "0030_page_meta": pageMeta,
  "0031_translation_changes": translationChanges,
  "0032_search_text_own_language": searchTextOwnLanguage,
  "0033_site_config_publishing": siteConfigPublishing,
  "0034_clients_named": clientsNamed,
  "0035_legal_notice_facts": legalNoticeFacts,
  "0036_person_profile": personProfile,
  "0037_rate_limit_windows": rateLimitWindows,
  "0038_mail_outbox": mailOutbox,
  "0039_purge_queue": purgeQueue,
  "0040_job_openings": jobOpenings,
  "0041_inbound_messages": inboundMessages,
  "0042_data_protection_settings": dataProtectionSettings,
  "0043_search_job_openings": searchJobOpenings,
  "0044_variant_jobs": variantJobs,
  "0045_events": events,
  "0046_newsletter": newsletter,
  "0047_applications": applications,
  "0048_newsletter_sending": newsletterSending,
  "0049_item_list_index": itemListIndex,
  "0050_audit_summary_messages": auditSummaryMessages,
  "0051_newsletter_reports": newsletterReports,
  "0052_title_and_search_indexes": titleAndSearchIndexes,
  "0053_subscriber_email_prefix": subscriberEmailPrefix,
  "0054_kept_counts_and_search_candidates": keptCountsAndSearchCandidates,
  "0055_item_order_index": itemOrderIndex,
  "0056_people_order_and_numbers_indexes": peopleOrderAndNumbersIndexes,
  "0057_upload_usages": uploadUsages,
  "0058_article_list_rows": articleListRows,
  "0059_article_summaries": articleSummaries,
};
