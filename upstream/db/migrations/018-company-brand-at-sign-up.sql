-- A professional who signed up had a company without a brand, so the directory (which lists a
-- brand's companies) never showed them. Sign-up now gives it the professional's brand; this gives
-- it to those who signed up before.
UPDATE company_profiles c SET brand = u.brand FROM users u WHERE u.id = c.user_id AND c.brand IS NULL;
