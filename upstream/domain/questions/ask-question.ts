// A home owner asks the trades a question (spec §2.2 questions, §2.6 ask-a-trade). It waits for
// staff before it is public; its slug makes the public address /{questions}/v/{id}/{slug}.
import type { Database } from '../../db/database.ts';
import type { AskQuestionInput } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import type { Viewer } from '../identity/sessions.ts';
import { checkText, contactDetailsIn } from '../reviews/review-input.ts';
import { requireBrand } from '../validation/brand.ts';
import { isUuid } from '../validation/ids.ts';
import { countIn, questionBuckets, waitBefore } from './question-limits.ts';
import type { QuestionRow } from './rows.ts';

export const SLUG_MAX_LENGTH = 80;

// Lower-case ASCII words joined by hyphens: accents dropped, everything else a separator.
export function questionSlug(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'question';
}

async function professionOfBrand(db: Database, professionId: string, brand: string): Promise<boolean> {
  if (!isUuid(professionId)) return false;
  const rows = await db.query('SELECT 1 FROM professions WHERE id = $1 AND brand = $2', [professionId, brand]);
  return rows.length > 0;
}

export async function askQuestion(
  { db, viewer }: { readonly db: Database; readonly viewer: Viewer },
  input: AskQuestionInput,
) {
  const brand = requireBrand(input.brand);
  const invalid = invalidFields({
    professionId: (await professionOfBrand(db, input.professionId, brand)) ? null : 'INVALID',
    title: checkText(input.title, 10, 150),
    body: checkText(input.body, 20, 3000),
  });
  if (invalid) return invalid;
  const shared = contactDetailsIn({ title: input.title, body: input.body });
  if (shared) return shared;
  const buckets = questionBuckets(viewer.userId);
  const wait = await waitBefore(db, buckets);
  if (wait !== null) return { __typename: 'QuestionRateLimitReached', retryAfterSeconds: wait } as const;
  const title = input.title.trim();
  const question = await db.transaction(async (tx) => {
    const [row] = await tx.query<QuestionRow>(
      `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [brand, viewer.userId, input.professionId, questionSlug(title), title, input.body.trim()],
    );
    await countIn(tx, buckets);
    return row;
  });
  if (!question) throw new Error('The question was not stored');
  return { __typename: 'QuestionAsked', question } as const;
}
