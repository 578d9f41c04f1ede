// The answers under questions, oldest first: published ones for everyone, pending ones too for the
// asker and staff. A list of questions asks for many pages at once; they are read together.
import type { Queryable } from '../../db/database.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import {
  type Cursor,
  type CursorRow,
  cursorTime,
  decodeCursor,
  pageSize,
  toConnection,
} from '../../graphql/pagination.ts';
import { mayActFor } from '../access/policy.ts';
import type { AnswerRow, QuestionRow } from './rows.ts';

type AnswerPage = ReturnType<typeof toConnection<AnswerRow & CursorRow>> & { totalCount: number };
type PageKey = string;

interface Shape {
  readonly withPending: boolean;
  readonly size: number;
  readonly after: Cursor | null;
  readonly questionIds: string[];
}

function shapesOf(keys: readonly PageKey[]): Map<string, Shape> {
  const shapes = new Map<string, Shape>();
  for (const key of keys) {
    const [questionId, withPending, size, after] = JSON.parse(key) as [string, boolean, number, Cursor | null];
    const shape = JSON.stringify([withPending, size, after]);
    const group = shapes.get(shape) ?? { withPending, size, after, questionIds: [] };
    group.questionIds.push(questionId);
    shapes.set(shape, group);
  }
  return shapes;
}

async function answerPages(db: Queryable, keys: readonly PageKey[]): Promise<AnswerPage[]> {
  const questionIds = keys.map((key) => (JSON.parse(key) as [string])[0]);
  const counts = await db.query<{ question_id: string; approved: number; visible: number }>(
    `SELECT question_id, count(*) FILTER (WHERE status = 'APPROVED')::int AS approved,
            count(*) FILTER (WHERE status IN ('APPROVED', 'PENDING'))::int AS visible
       FROM answers WHERE question_id = ANY($1::uuid[]) GROUP BY question_id`,
    [questionIds],
  );
  const countOf = new Map(counts.map((row) => [row.question_id, row]));
  const pages = new Map<PageKey, AnswerPage>();
  for (const { withPending, size, after, questionIds: ids } of shapesOf(keys).values()) {
    const rows = await db.query<AnswerRow & CursorRow>(
      `SELECT page.* FROM unnest($1::uuid[]) AS q(id)
        CROSS JOIN LATERAL (
          SELECT a.*, ${cursorTime('a.created_at')} AS cursor_at FROM answers a
           WHERE a.question_id = q.id AND (a.status = 'APPROVED' OR ($2::boolean AND a.status = 'PENDING'))
             AND ($3::timestamptz IS NULL OR (a.created_at, a.id) > ($3::timestamptz, $4::uuid))
           ORDER BY a.created_at, a.id LIMIT $5) page
        ORDER BY page.question_id, page.created_at, page.id`,
      [ids, withPending, after?.at ?? null, after?.id ?? null, size + 1],
    );
    for (const questionId of ids) {
      const own = rows.filter((row) => row.question_id === questionId);
      const count = countOf.get(questionId);
      const totalCount = (withPending ? count?.visible : count?.approved) ?? 0;
      pages.set(JSON.stringify([questionId, withPending, size, after]), {
        ...toConnection(own, size, after),
        totalCount,
      });
    }
  }
  return keys.map((key) => {
    const page = pages.get(key);
    if (!page) throw new Error(`No page was read for ${key}`);
    return page;
  });
}

// Whether the caller sees pending answers of this asker's questions, once per asker per request.
const seesPending = ({ loaders, viewer }: Pick<UpstreamContext, 'loaders' | 'viewer'>) =>
  loaders.get('questions.seesPendingOf', (db: Queryable, askerIds: readonly string[]) =>
    Promise.all(askerIds.map((askerId) => mayActFor(db, viewer, askerId))),
  );

export async function answersOf(
  ctx: Pick<UpstreamContext, 'loaders' | 'viewer'>,
  question: QuestionRow,
  page: { readonly first?: number | null; readonly after?: string | null },
) {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const withPending = await seesPending(ctx).load(question.consumer_id);
  const key: PageKey = JSON.stringify([question.id, withPending, size, after]);
  return ctx.loaders.get('questions.answerPages', answerPages).load(key);
}
