// A professional's company (spec §2.7 company-details, bio, duplicate-company-number; §2.8 the
// registration's company pages; decision 055), each reading myCompany on the server.
import { type PageDefinition, query } from '../../lib/pages.ts';
import { CompanyBioPage } from './company-bio-page.tsx';
import { CompanyChoicePage } from './company-choice-page.tsx';
import { CompanyDetailsPage } from './company-details-page.tsx';
import { CompanyNewPage } from './company-new-page.tsx';
import { CompanySearchPage } from './company-search-page.tsx';
import { CompanyVettingPage } from './company-vetting-page.tsx';
import { DuplicateCompanyNumberPage } from './duplicate-company-number-page.tsx';
import { CompanyMineDocument, CompanyOnboardingDocument, CompanyVettingDocument } from './generated/documents.ts';
import { RegisterPartnerPage } from './register-partner-page.tsx';

const mine = () => [query(CompanyMineDocument)];
const inRegistration = () => [query(CompanyMineDocument), query(CompanyOnboardingDocument)];

export const PAGES = {
  proRegisterCompanySearch: { render: () => <CompanySearchPage inRegistration />, data: inRegistration },
  proRegisterCompanyNew: { render: () => <CompanyNewPage inRegistration />, data: inRegistration },
  proRegisterCompanyVetting: {
    render: () => <CompanyVettingPage />,
    data: () => [query(CompanyVettingDocument), query(CompanyOnboardingDocument)],
  },
  proRegisterCompanyRegisterPartner: {
    render: () => <RegisterPartnerPage />,
    data: () => [query(CompanyOnboardingDocument)],
  },
  proRegisterCompanyLegalStatus: {
    render: () => <CompanyChoicePage detail="LEGAL_FORM" inRegistration />,
    data: inRegistration,
  },
  proRegisterCompanySituation: {
    render: () => <CompanyChoicePage detail="SITUATION" inRegistration />,
    data: inRegistration,
  },
  proRegisterCompanySize: { render: () => <CompanyChoicePage detail="SIZE" inRegistration />, data: inRegistration },
  proRegisterCompanyBio: { render: () => <CompanyBioPage inRegistration />, data: inRegistration },
  proCompanyDetails: { render: () => <CompanyDetailsPage />, data: mine },
  proCompanySearch: { render: () => <CompanySearchPage inRegistration={false} />, data: mine },
  proCompanyNew: { render: () => <CompanyNewPage inRegistration={false} />, data: mine },
  proBio: { render: () => <CompanyBioPage inRegistration={false} />, data: mine },
  proDuplicateCompanyNumber: { render: () => <DuplicateCompanyNumberPage inRegistration={false} /> },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';
