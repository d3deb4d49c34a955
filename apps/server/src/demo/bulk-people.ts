import { jobCreateBody, officeCreateBody, personCreateBody } from "@lawfirm/contract";
import { createPerson } from "../modules/people/people.admin.service.ts";
import { createJob, createOffice } from "../modules/reference-data/reference-data.service.ts";
import type { BulkPeopleWriter } from "./bulk.ts";
import { DEMO_CONTENT, type DemoLang } from "./content/index.ts";
import { uploadPicture, type DemoContext } from "./demo-context.ts";
import * as demo from "./demo.repository.ts";
import { demoPictures } from "./pictures/index.ts";
import { demoPictureTexts } from "./pictures/texts.ts";
import { initialsOf } from "./pictures/portrait.ts";
import type { Random } from "./pictures/random.ts";
import { loadJobs, loadOffices } from "./reference-groups.ts";
import { SEED_WRITER } from "./reference-writers.ts";

const FIRST_NAMES = [
  "Anna",
  "Jonas",
  "Lea",
  "Felix",
  "Marie",
  "Paul",
  "Sophie",
  "Lukas",
  "Clara",
  "Jürgen",
  "Zoë",
  "Björn",
  "Élise",
  "Mateo",
  "Ingrid",
  "Noah",
];
const LAST_NAMES = [
  "Bauer",
  "Köhler",
  "Schäfer",
  "Wagner",
  "Hoffmann",
  "Größer",
  "Richter",
  "Lindner",
  "Vogel",
  "Dupont",
  "Novak",
  "Jansen",
  "Brandt",
  "Öztürk",
];
const CHINESE_SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄"];
const CHINESE_GIVEN = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "杰", "婷"];

/** Versions of every office, job title or practice area by `no`, each language's id. */
async function referenceGroups(context: DemoContext, table: "offices" | "jobs" | "practiceAreas") {
  const groups = new Map<number, Partial<Record<string, number>>>();
  for (const row of await demo.listReferenceVersions(context.db, table)) groups.set(row.no, { ...groups.get(row.no), [row.lang]: row.id });
  return [...groups.values()].filter((ids) => context.langs.every((lang) => ids[lang] !== undefined)) as Record<DemoLang, number>[];
}

/**
 * The offices and job titles bulk people are filed under: those that exist in every language, or,
 * on a database without them (the README's bulk run on an empty database), the demo firm's first
 * office and its job titles, written now, as the articles get an archive folder.
 */
async function officesAndJobs(context: DemoContext) {
  const { db, languages } = context;
  let offices = await referenceGroups(context, "offices");
  if (offices.length === 0) {
    await loadOffices(context, DEMO_CONTENT.offices.slice(0, 1), (versions) =>
      createOffice(db, languages, officeCreateBody.parse(versions)),
    );
    offices = await referenceGroups(context, "offices");
  }
  let jobs = await referenceGroups(context, "jobs");
  if (jobs.length === 0) {
    await loadJobs(context, DEMO_CONTENT.jobs, (versions) => createJob(db, languages, jobCreateBody.parse(versions)));
    jobs = await referenceGroups(context, "jobs");
  }
  return { offices, jobs };
}

/**
 * Writes bulk people through the people service (so every rule applies), each with an office,
 * job titles and practice areas that exist in every language (practice areas only where some do).
 */
export const writeBulkPeople: BulkPeopleWriter = async (context: DemoContext, count: number, random: Random) => {
  const { offices, jobs } = await officesAndJobs(context);
  const practiceAreas = await referenceGroups(context, "practiceAreas");
  // One monogram card per pair of initials, shared by the people who have them.
  const portraits = new Map<string, string>();
  const portraitOf = async (name: string) => {
    const initials = initialsOf(name);
    let url = portraits.get(initials);
    if (!url) {
      url = (
        await uploadPicture(
          context,
          demoPictures.portrait(`bulk-${initials}`, name),
          demoPictureTexts.portrait({ de_DE: initials, en_US: initials, zh_CN: initials }),
        )
      ).url;
      portraits.set(initials, url);
    }
    return url;
  };

  for (let index = 0; index < count; index++) {
    const chinese = random.chance(0.25);
    const name = chinese
      ? `${random.pick(CHINESE_SURNAMES)}${random.pick(CHINESE_GIVEN)}${random.pick(CHINESE_GIVEN)}`
      : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const office = random.pick(offices);
    const personJobs = [random.pick(jobs)];
    const areas = practiceAreas.length > 0 ? [...new Set([random.pick(practiceAreas), random.pick(practiceAreas)])] : [];
    const slug = `${index}-${Math.floor(random.next() * 1e6)}`;
    const photoUrl = await portraitOf(name);
    const versions = context.langs.map((lang) => ({
      lang,
      name,
      photoUrl,
      phoneNumber: `+49 89 ${random.int(1000000, 9999999)}`,
      email: `person-${slug}@lindqvist-auer.example`,
      office: office[lang],
      jobIds: personJobs.map((job) => job[lang]),
      proFieldIds: areas.map((area) => area[lang]),
      spokenLanguages: chinese ? ["zh", "en"] : ["de", "en"],
      intro: `<p>${name}</p>`,
      customContents: [],
    }));
    await createPerson(context.db, context.languages, personCreateBody.parse(versions), SEED_WRITER);
  }
  return count;
};
