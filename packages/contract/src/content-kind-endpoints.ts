import { caseAnalysisEndpoints, honorEndpoints, newsEndpoints } from "./articles.ts";
import { bannerEndpoints } from "./banners.ts";
import type { BulkCallable, BulkEndpoint } from "./bulk.ts";
import type { KindConfigurationName } from "./content-kinds.ts";
import { documentEndpoints } from "./documents.ts";
import type { Endpoint } from "./endpoint.ts";
import { eventEndpoints } from "./events.ts";
import { jobOpeningEndpoints } from "./job-openings.ts";
import { personEndpoints } from "./people.ts";
import { practiceAreaEndpoints } from "./practice-areas.ts";

/**
 * Each configuration of the publishable kinds (`KIND_CONFIGURATIONS`) and its endpoint table:
 * every endpoint under the configuration's segment (`/admin/{segment}`, `/user/{segment}`), and
 * no other (content-kinds.test.ts). Named here, beside the declaration, since the declaration
 * loads no schema (decision 0033); a configuration added to it fails the type check until its
 * table is named here. The audit log records each table's writes under the configuration's name.
 */
export const KIND_ENDPOINT_TABLES = {
  news: newsEndpoints,
  case: caseAnalysisEndpoints,
  honor: honorEndpoints,
  person: personEndpoints,
  practiceArea: practiceAreaEndpoints,
  banner: bannerEndpoints,
  document: documentEndpoints,
  opening: jobOpeningEndpoints,
  event: eventEndpoints,
} as const satisfies Record<KindConfigurationName, Record<string, Endpoint>>;

/** A kind's table with a bulk call (decision 0056): the single calls it makes, and itself. */
export type BulkTable = BulkCallable & { bulk: BulkEndpoint };

/** The tables of the configurations whose lists have bulk actions (every one but the legal documents, which have no list). */
export const BULK_TABLES: BulkTable[] = Object.values(KIND_ENDPOINT_TABLES).filter(
  (table): table is typeof table & BulkTable => "bulk" in table,
);
