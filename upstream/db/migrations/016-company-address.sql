-- Where a professional's company is, and its website (issue 19 company-new and company-details;
-- decision 055): from the register when the company was picked there, else as the professional
-- entered it. The postcode is kept as the country writes it.
ALTER TABLE company_profiles ADD COLUMN company_street text;
ALTER TABLE company_profiles ADD COLUMN company_postcode text;
ALTER TABLE company_profiles ADD COLUMN company_town text;
ALTER TABLE company_profiles ADD COLUMN website text;
