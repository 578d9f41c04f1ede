// Which brands' sites show a question (docs/decisions/075-questions-and-answers-pages.md): a
// question is written in its brand's language, so every brand of that language shows it once
// approved — uk and ie, de and at, and the English ones across the Atlantic — where that brand has a
// trade with the same slug (trades are rows per brand; the same trade has the same slug in brands of
// one language unless its name differs there).
import { BRAND_IDS, BRANDS, type BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import type { QuestionRow } from './rows.ts';

const languageOf = (brand: BrandId) => BRANDS[brand].locale.split('-')[0];

// The brands writing in the brand's language, the brand itself first.
export function brandsSharingLanguage(brand: BrandId): BrandId[] {
  return [brand, ...BRAND_IDS.filter((other) => other !== brand && languageOf(other) === languageOf(brand))];
}

// The brands whose sites show the question, its own first.
export async function shownIn(db: Queryable, question: QuestionRow): Promise<BrandId[]> {
  const siblings = brandsSharingLanguage(question.brand as BrandId);
  const rows = await db.query<{ brand: string }>(
    `SELECT p.brand FROM professions p JOIN professions own ON own.id = $1
      WHERE p.slug = own.slug AND p.brand = ANY($2::text[])`,
    [question.profession_id, siblings],
  );
  const having = new Set(rows.map((row) => row.brand));
  return siblings.filter((brand) => having.has(brand));
}
