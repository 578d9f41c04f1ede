// What a professional offers and where (spec §2.7 "Services", "Profile": service-preferences,
// choose-services, work-area), each read from the one myServicePreferences query the server embeds.
import { type PageDefinition, query } from '../../lib/pages.ts';
import { RegistrationOnboardingDocument } from '../registration/generated/documents.ts';
import { ChooseServicesPage } from './choose-services-page.tsx';
import { ProServicesPreferencesDocument, ProServicesTradesDocument } from './generated/documents.ts';
import { ServicePreferencesPage } from './service-preferences-page.tsx';
import { WorkAreaPage } from './work-area-page.tsx';

export const PAGES = {
  proServicePreferences: {
    render: () => <ServicePreferencesPage />,
    data: ({ brand }) => [
      query(ProServicesPreferencesDocument),
      query(ProServicesTradesDocument, { brand: brand.id }),
      query(RegistrationOnboardingDocument),
    ],
  },
  proChooseServices: {
    render: ({ params }) => <ChooseServicesPage professionId={params.professionId ?? ''} />,
    data: ({ brand }) => [query(ProServicesPreferencesDocument), query(ProServicesTradesDocument, { brand: brand.id })],
    // A trade the brand does not have is not a page.
    found: ([, trades], { params }) =>
      (trades as { professions?: { id: string }[] } | undefined)?.professions?.some(
        (trade) => trade.id === params.professionId,
      ) ?? true,
  },
  proWorkArea: {
    render: () => <WorkAreaPage />,
    data: () => [query(ProServicesPreferencesDocument), query(RegistrationOnboardingDocument)],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
