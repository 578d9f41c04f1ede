// What a professional offers and where (spec §2.7 "Services", "Profile": service-preferences,
// choose-services, work-area), each read from the one myServicePreferences query the server embeds;
// and the same forms as steps of the registration (§2.8 multi-professions, select-services,
// distance-limit).
import { type PageDefinition, query } from '../../lib/pages.ts';
import { AddProfessionPage } from './add-profession-page.tsx';
import { ChooseServicesPage } from './choose-services-page.tsx';
import {
  ProServicesOnboardingDocument,
  ProServicesPreferencesDocument,
  ProServicesPropositionDocument,
  ProServicesTradesDocument,
} from './generated/documents.ts';
import { PropositionPage } from './proposition-page.tsx';
import { DistanceLimitPage, MultiProfessionsPage, SelectServicesPage } from './registration-pages.tsx';
import { ServicePreferencesPage } from './service-preferences-page.tsx';
import { SelectSkillsetPage } from './skillset-page.tsx';
import { WorkAreaPage } from './work-area-page.tsx';

// A trade the brand does not have is not a page (a failed query says nothing either way).
const hasTrade = (trades: unknown, professionId: string | null | undefined) =>
  (trades as { professions?: { id: string }[] } | undefined)?.professions?.some((trade) => trade.id === professionId) ??
  true;

export const PAGES = {
  proServicePreferences: {
    render: () => <ServicePreferencesPage />,
    data: ({ brand }) => [
      query(ProServicesPreferencesDocument),
      query(ProServicesTradesDocument, { brand: brand.id }),
      query(ProServicesOnboardingDocument),
    ],
  },
  proChooseServices: {
    render: ({ params }) => <ChooseServicesPage professionId={params.professionId ?? ''} />,
    data: ({ brand }) => [query(ProServicesPreferencesDocument), query(ProServicesTradesDocument, { brand: brand.id })],
    found: ([, trades], { params }) => hasTrade(trades, params.professionId),
  },
  proAddProfession: {
    render: () => <AddProfessionPage />,
    data: ({ brand }) => [query(ProServicesPreferencesDocument), query(ProServicesTradesDocument, { brand: brand.id })],
  },
  proWorkArea: {
    render: () => <WorkAreaPage />,
    data: () => [query(ProServicesPreferencesDocument), query(ProServicesOnboardingDocument)],
  },
  proRegisterMultiProfessions: {
    render: () => <MultiProfessionsPage />,
    data: ({ brand }) => [
      query(ProServicesPreferencesDocument),
      query(ProServicesTradesDocument, { brand: brand.id }),
      query(ProServicesOnboardingDocument),
    ],
  },
  proRegisterSelectServices: {
    render: ({ search }) => <SelectServicesPage professionId={search.get('professionId') ?? ''} />,
    data: ({ brand }) => [
      query(ProServicesTradesDocument, { brand: brand.id }),
      query(ProServicesPreferencesDocument),
      query(ProServicesOnboardingDocument),
    ],
    found: ([trades], { search }) => hasTrade(trades, search.get('professionId')),
  },
  proRegisterSelectSkillset: {
    render: ({ search }) => <SelectSkillsetPage professionId={search.get('professionId') ?? ''} />,
    data: ({ brand }) => [
      query(ProServicesTradesDocument, { brand: brand.id }),
      query(ProServicesPreferencesDocument),
      query(ProServicesOnboardingDocument),
    ],
    found: ([trades], { search }) => hasTrade(trades, search.get('professionId')),
  },
  proRegisterProposition: {
    render: () => <PropositionPage />,
    data: () => [query(ProServicesPropositionDocument), query(ProServicesOnboardingDocument)],
  },
  proRegisterDistanceLimit: {
    render: () => <DistanceLimitPage />,
    data: () => [query(ProServicesPreferencesDocument), query(ProServicesOnboardingDocument)],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
