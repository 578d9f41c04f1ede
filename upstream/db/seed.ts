// Demo data for development and test. Always: the named demo accounts (password hearth-demo),
// every brand's taxonomy and places, and its partners and trade perks. With a scale: that many rounds per brand of generated
// marketplace data (professionals, home owners, jobs, responses, reviews, questions, content),
// the same for the same seed. Each part is seeded once (the demo_seed markers): safe to run again,
// and a larger scale adds only the rounds that are missing.
import { BRAND_IDS, type BrandId } from '../../shared/brands.ts';
import type { Database } from './database.ts';
import { loadDemoAccounts, seedDemoAccounts } from './demo/accounts.ts';
import { insertRows } from './demo/bulk-insert.ts';
import { bindCatalogue, buildCatalogue, fillCategories, insertCatalogue } from './demo/catalogue.ts';
import { makeContentPages } from './demo/content.ts';
import { seedDemoMoney } from './demo/invoices.ts';
import { claimPart, seededParts } from './demo/markers.ts';
import { currencyOf } from './demo/money.ts';
import { writeDemoPhotos } from './demo/photos.ts';
import { PHRASES } from './demo/phrases.ts';
import { buildPlaces, insertPlaces, loadPlaces } from './demo/places.ts';
import { makeProContentPages } from './demo/pro-content.ts';
import { seedRound } from './demo/round.ts';
import { insertSkillQuestions } from './demo/skill-questions.ts';
import { CONTENT_COLUMNS, PRO_CONTENT_COLUMNS } from './demo/tables.ts';
import { type DemoSize, FULL_SIZE, localeOf, type World } from './demo/world.ts';

export interface SeedOptions {
  // Rounds of generated data per brand; 0 seeds only the accounts, taxonomy and places.
  readonly scale?: number;
  readonly seed?: number;
  readonly brands?: readonly BrandId[];
  // How much one round makes (tests make less).
  readonly size?: DemoSize;
  // Where demo profile photos are written; without it profiles have no photos.
  readonly uploadsDir?: string;
  // The moment the data is anchored to: jobs are "posted 3 days ago" from here. Start of today.
  readonly now?: Date;
  readonly onProgress?: (message: string) => void;
}

export interface SeedReport {
  // Demo accounts created.
  readonly created: number;
  readonly rounds: number;
  readonly jobs: number;
}

// Ids and postal codes of the taxonomy and places do not depend on the seed of the generated data.
const CATALOGUE_SEED = 1;
export const DEFAULT_SEED = 1;

function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimPart(tx, 'catalogue'))) return;
    await insertPlaces(
      tx,
      BRAND_IDS.map((brand) => buildPlaces(brand, CATALOGUE_SEED)),
    );
    for (const brand of BRAND_IDS) await insertCatalogue(tx, brand, buildCatalogue(brand, CATALOGUE_SEED));
  });
}

// Trades seeded before they had a category get it once (a new catalogue has it already).
async function seedCategories(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimPart(tx, 'catalogue:categories'))) return;
    for (const brand of BRAND_IDS) await fillCategories(tx, brand, buildCatalogue(brand, CATALOGUE_SEED));
  });
}

// The skill evaluation's questions of every trade, and which services need the qualification
// (decision 057): written by hand, in a part of their own as the partners below.
async function seedSkillQuestions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimPart(tx, 'skill-questions'))) return;
    for (const brand of BRAND_IDS) await insertSkillQuestions(tx, brand);
  });
}

// Partners and trade perks are written by hand, not generated: the same pages at every scale, in
// a part of their own so a database seeded before they existed gets them too (decision 051).
async function seedProContent(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimPart(tx, 'pro-content'))) return;
    const pages = BRAND_IDS.flatMap((brand) => makeProContentPages(brand, CATALOGUE_SEED, now));
    await insertRows(tx, 'content_pages', PRO_CONTENT_COLUMNS, pages);
  });
}

export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const parts = await seededParts(db);
  const now = options.now ?? startOfToday();
  if (!parts.has('catalogue')) await seedCatalogue(db);
  if (!parts.has('catalogue:categories')) await seedCategories(db);
  if (!parts.has('pro-content')) await seedProContent(db, now);
  if (!parts.has('skill-questions')) await seedSkillQuestions(db);
  const created = await seedDemoAccounts(db);
  const scale = options.scale ?? 0;
  if (scale <= 0) return { created, rounds: 0, jobs: 0 };
  const seed = options.seed ?? DEFAULT_SEED;
  const photos = options.uploadsDir ? await writeDemoPhotos(options.uploadsDir) : [];
  const slugs = await db.query<{ slug: string }>('SELECT slug FROM users WHERE slug IS NOT NULL');
  const takenSlugs = new Set(slugs.map((row) => row.slug));
  let rounds = 0;
  let jobs = 0;
  for (const brand of options.brands ?? BRAND_IDS) {
    const missing = Array.from({ length: scale }, (_, round) => round).filter(
      (round) => !parts.has(`round:${brand}:${round}`),
    );
    if (missing.length === 0 && parts.has(`content:${brand}`)) continue;
    const professions = buildCatalogue(brand, CATALOGUE_SEED);
    await bindCatalogue(db, brand, professions);
    if (!parts.has(`content:${brand}`)) {
      await db.transaction(async (tx) => {
        if (!(await claimPart(tx, `content:${brand}`))) return;
        const pages = makeContentPages(brand, PHRASES[brand], professions, seed, now);
        await insertRows(tx, 'content_pages', CONTENT_COLUMNS, pages);
      });
    }
    const places = await loadPlaces(db, brand, CATALOGUE_SEED);
    const demo = missing.includes(0) ? await loadDemoAccounts(db, brand) : null;
    for (const round of missing) {
      const world: World = {
        brand,
        seed,
        round,
        now,
        size: options.size ?? FULL_SIZE,
        professions,
        services: professions.flatMap((profession) => profession.services),
        places,
        phrases: PHRASES[brand],
        locale: localeOf(brand),
        currency: currencyOf(brand),
        photos,
        demo: round === 0 ? demo : null,
      };
      const made = await seedRound(db, world, takenSlugs);
      if (made.jobs > 0) rounds++;
      jobs += made.jobs;
      options.onProgress?.(`${brand} round ${round + 1}/${scale}: ${made.jobs} jobs`);
    }
  }
  // The demo professionals' invoices and payments, once their proposals exist.
  for (const brand of options.brands ?? BRAND_IDS) {
    if (!parts.has(`money:${brand}`)) await seedDemoMoney(db, brand, now);
  }
  // A bulk load leaves the planner without statistics, and the embedded PGlite has no autovacuum to
  // gather them: without this, queries of a freshly seeded database take plans made for empty tables
  // (the home page's recent reviews took 23 ms instead of 2).
  if (rounds > 0) await db.exec('ANALYZE');
  return { created, rounds, jobs };
}
