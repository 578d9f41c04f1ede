// A professional's profile and vetting (spec §2.7 "Profile", "Services", §2.8): a trade's skill
// evaluation, carried as ?professionId= (decision 057); the company's papers and the qualification
// documents per trade, getting qualified and one trade's page (decision 058); the profile's parts,
// its strength, and the portfolio.
import { type PageDefinition, query } from '../../lib/pages.ts';
import {
  AddQualificationPage,
  ManageProfessionPage,
  QualificationResultsPage,
  UploadDocumentPage,
  UploadQualificationDocumentsPage,
} from './document-pages.tsx';
import {
  ProProfileDocumentsDocument,
  ProProfileOverviewDocument,
  ProProfilePortfolioDocument,
  ProProfileSkillEvaluationDocument,
  ProProfileSkillResultDocument,
  ProProfileTradeDocument,
} from './generated/documents.ts';
import { PhotosPage, UploadPortfolioPage } from './photos-pages.tsx';
import { ProfileMenuPage, ProfileStrengthPage } from './profile-pages.tsx';
import { questionNumber, SkillEvaluationCompletePage, SkillEvaluationQuestionPage } from './skill-evaluation-pages.tsx';

type Evaluated = {
  professions?: readonly { id: string }[];
  mySkillEvaluation?: { status: string; question?: unknown } | null;
};

// A trade the brand does not have is not a page, nor is a question the attempt under way lacks.
const tradeFound = (result: unknown, professionId: string) =>
  (result as Evaluated | undefined)?.professions?.some((trade) => trade.id === professionId) ?? true;

type Trades = {
  professions?: readonly { id: string }[];
  myServicePreferences?: { professions: readonly { profession: { id: string } }[] };
};

// A trade of the brand; with `own`, one of the professional's.
const hasTrade = (result: unknown, professionId: string, own = false) => {
  const trades = result as Trades | undefined;
  if (!trades?.professions) return true;
  if (!trades.professions.some((trade) => trade.id === professionId)) return false;
  return !own || (trades.myServicePreferences?.professions.some((mine) => mine.profession.id === professionId) ?? true);
};

const professionOf = (search: URLSearchParams) => search.get('professionId') ?? '';

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
  proUploadDocument: { render: () => <UploadDocumentPage />, data: () => [query(ProProfileDocumentsDocument)] },
  proUploadQualificationDocuments: {
    render: ({ search }) => <UploadQualificationDocumentsPage professionId={professionOf(search)} />,
    data: ({ brand }) => [query(ProProfileTradeDocument, { brand: brand.id })],
    found: ([trades], { search }) => hasTrade(trades, professionOf(search)),
  },
  proUploadQualificationDocumentsResults: {
    render: ({ search }) => <QualificationResultsPage professionId={professionOf(search)} />,
    data: ({ brand }) => [query(ProProfileTradeDocument, { brand: brand.id }), query(ProProfileDocumentsDocument)],
    found: ([trades], { search }) => hasTrade(trades, professionOf(search)),
  },
  proAddQualification: {
    render: ({ params, search }) => (
      <AddQualificationPage professionId={params.professionId ?? ''} serviceIds={search.getAll('serviceIds[]')} />
    ),
    data: ({ brand }) => [query(ProProfileTradeDocument, { brand: brand.id })],
    found: ([trades], { params }) => hasTrade(trades, params.professionId ?? ''),
  },
  proManageProfession: {
    render: ({ params }) => <ManageProfessionPage professionId={params.professionId ?? ''} />,
    data: ({ brand }) => [query(ProProfileTradeDocument, { brand: brand.id }), query(ProProfileDocumentsDocument)],
    // Only a trade the professional works in has a page of its own.
    found: ([trades], { params }) => hasTrade(trades, params.professionId ?? '', true),
  },
  proProfileMenu: { render: () => <ProfileMenuPage />, data: () => [query(ProProfileOverviewDocument)] },
  proProfileStrength: { render: () => <ProfileStrengthPage />, data: () => [query(ProProfileOverviewDocument)] },
  proPhotos: { render: () => <PhotosPage />, data: () => [query(ProProfilePortfolioDocument)] },
  proUploadPortfolio: { render: () => <UploadPortfolioPage />, data: () => [query(ProProfilePortfolioDocument)] },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
