-- A professional's company as vetting knows it (issue 19 "Company"; spec §3 company legal forms;
-- decision 055): found in its country's register (adapters/company-register/) or entered new, its
-- number in that register, its legal form (14), how the business stands, its size. A company
-- number belongs to one account in its country.
ALTER TABLE company_profiles ADD COLUMN company_number text;
ALTER TABLE company_profiles ADD COLUMN register_country text;
ALTER TABLE company_profiles ADD COLUMN company_source text CHECK (company_source IN ('REGISTER', 'NEW'));
ALTER TABLE company_profiles ADD COLUMN legal_form text CHECK (legal_form IN (
  'SOLE_PROPRIETORSHIP', 'GENERAL_PARTNERSHIP', 'LIMITED_PARTNERSHIP', 'LIMITED_LIABILITY_PARTNERSHIP',
  'PRIVATE_LIMITED_COMPANY', 'PUBLIC_LIMITED_COMPANY', 'LIMITED_LIABILITY_COMPANY', 'S_CORPORATION',
  'C_CORPORATION', 'COOPERATIVE', 'FOUNDATION', 'ASSOCIATION', 'BRANCH_OF_FOREIGN_COMPANY', 'OTHER'));
ALTER TABLE company_profiles ADD COLUMN company_situation text
  CHECK (company_situation IN ('STARTING', 'ESTABLISHED', 'SIDE_BUSINESS', 'TAKING_OVER'));
ALTER TABLE company_profiles ADD COLUMN company_size text
  CHECK (company_size IN ('JUST_ME', 'TWO_TO_FIVE', 'SIX_TO_TWENTY', 'MORE_THAN_TWENTY'));
-- The number as written ("HRB 123456"), and as compared: without spaces, dots, hyphens or slashes,
-- in capitals, so "1234 5678" and "12345678" are one company.
ALTER TABLE company_profiles ADD COLUMN company_number_key text;
ALTER TABLE company_profiles ADD CONSTRAINT company_number_with_country
  CHECK ((company_number IS NULL) = (register_country IS NULL) AND (company_number IS NULL) = (company_number_key IS NULL));
CREATE UNIQUE INDEX company_profiles_company_number ON company_profiles (register_country, company_number_key)
  WHERE company_number_key IS NOT NULL;
