// A professional's profile and vetting (spec §2.7 "Profile", "Services", §2.8): a trade's skill
// evaluation, carried as ?professionId= (decision 057).
import { type PageDefinition, query } from '../../lib/pages.ts';
import { ProProfileSkillEvaluationDocument, ProProfileSkillResultDocument } from './generated/documents.ts';
import { questionNumber, SkillEvaluationCompletePage, SkillEvaluationQuestionPage } from './skill-evaluation-pages.tsx';

type Evaluated = {
  professions?: readonly { id: string }[];
  mySkillEvaluation?: { status: string; question?: unknown } | null;
};

// A trade the brand does not have is not a page, nor is a question the attempt under way lacks.
const tradeFound = (result: unknown, professionId: string) =>
  (result as Evaluated | undefined)?.professions?.some((trade) => trade.id === professionId) ?? true;

export const PAGES = {
  proSkillEvaluationComplete: {
    render: ({ search }) => <SkillEvaluationCompletePage professionId={search.get('professionId') ?? ''} />,
    data: ({ brand, search }) => [
      query(ProProfileSkillResultDocument, { brand: brand.id, professionId: search.get('professionId') ?? '' }),
    ],
    found: ([result], { search }) => tradeFound(result, search.get('professionId') ?? ''),
  },
  proSkillEvaluation: {
    render: ({ params, search }) => (
      <SkillEvaluationQuestionPage
        professionId={search.get('professionId') ?? ''}
        questionIndex={questionNumber(params.questionIndex) ?? 0}
      />
    ),
    data: ({ brand, params, search }) => [
      query(ProProfileSkillEvaluationDocument, {
        brand: brand.id,
        professionId: search.get('professionId') ?? '',
        index: questionNumber(params.questionIndex) ?? 0,
      }),
    ],
    found: ([result], { params, search }) => {
      if (questionNumber(params.questionIndex) === null) return false;
      if (!tradeFound(result, search.get('professionId') ?? '')) return false;
      const evaluation = (result as Evaluated | undefined)?.mySkillEvaluation;
      return evaluation?.status !== 'IN_PROGRESS' || evaluation.question !== null;
    },
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
