// A professional's profile and vetting (spec §2.7 "Profile", "Services", §2.8): a trade's skill
// evaluation, carried as ?professionId= (decision 057); the company's papers and the qualification
// documents per trade, getting qualified and one trade's page (decision 058); the profile's parts,
// its strength, and the portfolio; the registration's variants of the skills test and the papers.
import { type PageDefinition, query } from '../../lib/pages.ts';
import {
  QUALIFICATION_DOCUMENTS_FLOW,
  type QualificationDocumentsFlow,
  QualificationResultsPage,
  UploadDocumentPage,
  UploadQualificationDocumentsPage,
} from './document-pages.tsx';
import {
  ProProfileDocumentsDocument,
  ProProfileLogoDocument,
  ProProfileOnboardingDocument,
  ProProfileOverviewDocument,
  ProProfilePortfolioDocument,
  ProProfileSkillEvaluationDocument,
  ProProfileSkillResultDocument,
  ProProfileTradeDocument,
} from './generated/documents.ts';
import { PhotosPage, UploadPortfolioPage } from './photos-pages.tsx';
import { ProfileMenuPage, ProfileStrengthPage } from './profile-pages.tsx';
import {
  REGISTER_QUALIFICATION_DOCUMENTS_FLOW,
  REGISTER_SKILL_EVALUATION_FLOW,
  RegisterQualificationPage,
} from './register-pages.tsx';
import {
  questionNumber,
  SKILL_EVALUATION_FLOW,
  SkillEvaluationCompletePage,
  type SkillEvaluationFlow,
  SkillEvaluationQuestionPage,
} from './skill-evaluation-pages.tsx';
import { AddQualificationPage, ManageProfessionPage } from './trade-pages.tsx';
import { UploadProfilePage } from './upload-profile-page.tsx';

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

// The pages that serve both the profile and the registration, each with its flow.
function skillEvaluationComplete(flow: SkillEvaluationFlow): PageDefinition {
  return {
    render: ({ search }) => <SkillEvaluationCompletePage professionId={professionOf(search)} flow={flow} />,
    data: ({ brand, search }) => [
      query(ProProfileSkillResultDocument, { brand: brand.id, professionId: professionOf(search) }),
    ],
    found: ([result], { search }) => tradeFound(result, professionOf(search)),
  };
}

function skillEvaluationQuestion(flow: SkillEvaluationFlow): PageDefinition {
  return {
    render: ({ params, search }) => (
      <SkillEvaluationQuestionPage
        professionId={professionOf(search)}
        questionIndex={questionNumber(params.questionIndex) ?? 0}
        flow={flow}
      />
    ),
    data: ({ brand, params, search }) => [
      query(ProProfileSkillEvaluationDocument, {
        brand: brand.id,
        professionId: professionOf(search),
        index: questionNumber(params.questionIndex) ?? 0,
      }),
    ],
    found: ([result], { params, search }) => {
      if (questionNumber(params.questionIndex) === null) return false;
      if (!tradeFound(result, professionOf(search))) return false;
      const evaluation = (result as Evaluated | undefined)?.mySkillEvaluation;
      return evaluation?.status !== 'IN_PROGRESS' || evaluation.question !== null;
    },
  };
}

function qualificationDocuments(flow: QualificationDocumentsFlow): PageDefinition {
  return {
    render: ({ search }) => <UploadQualificationDocumentsPage professionId={professionOf(search)} flow={flow} />,
    data: ({ brand }) => [query(ProProfileTradeDocument, { brand: brand.id })],
    found: ([trades], { search }) => hasTrade(trades, professionOf(search)),
  };
}

function qualificationResults(flow: QualificationDocumentsFlow): PageDefinition {
  return {
    render: ({ search }) => <QualificationResultsPage professionId={professionOf(search)} flow={flow} />,
    data: ({ brand }) => [query(ProProfileTradeDocument, { brand: brand.id }), query(ProProfileDocumentsDocument)],
    found: ([trades], { search }) => hasTrade(trades, professionOf(search)),
  };
}

export const PAGES = {
  proSkillEvaluationComplete: skillEvaluationComplete(SKILL_EVALUATION_FLOW),
  proSkillEvaluation: skillEvaluationQuestion(SKILL_EVALUATION_FLOW),
  proUploadDocument: { render: () => <UploadDocumentPage />, data: () => [query(ProProfileDocumentsDocument)] },
  proUploadQualificationDocuments: qualificationDocuments(QUALIFICATION_DOCUMENTS_FLOW),
  proUploadQualificationDocumentsResults: qualificationResults(QUALIFICATION_DOCUMENTS_FLOW),
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
  proPhotos: {
    render: () => <PhotosPage />,
    data: () => [query(ProProfilePortfolioDocument), query(ProProfileOnboardingDocument)],
  },
  proUploadPortfolio: { render: () => <UploadPortfolioPage />, data: () => [query(ProProfilePortfolioDocument)] },
  proUploadProfile: { render: () => <UploadProfilePage />, data: () => [query(ProProfileLogoDocument)] },
  proRegisterSkillEvaluation: {
    render: () => <RegisterQualificationPage />,
    data: ({ brand }) => [query(ProProfileTradeDocument, { brand: brand.id })],
  },
  proRegisterSkillEvaluationComplete: skillEvaluationComplete(REGISTER_SKILL_EVALUATION_FLOW),
  proRegisterSkillEvaluationQuestion: skillEvaluationQuestion(REGISTER_SKILL_EVALUATION_FLOW),
  proRegisterUploadDocument: {
    render: () => <UploadDocumentPage after="proRegister" />,
    data: () => [query(ProProfileDocumentsDocument)],
  },
  proRegisterUploadQualificationDocuments: qualificationDocuments(REGISTER_QUALIFICATION_DOCUMENTS_FLOW),
  proRegisterUploadQualificationDocumentsResults: qualificationResults(REGISTER_QUALIFICATION_DOCUMENTS_FLOW),
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
