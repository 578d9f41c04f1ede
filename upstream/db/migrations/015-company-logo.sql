-- A professional's logo or photo (spec §2.7 upload-profile; decision 055): kept as the portfolio's
-- photos are, under the name the server gave it, and served at /files/ only while it is the
-- company's; logo_small_url is the small copy the directory and the profile show.
ALTER TABLE company_profiles ADD COLUMN logo_file_name text UNIQUE;
ALTER TABLE company_profiles ADD COLUMN logo_content_type text;
ALTER TABLE company_profiles ADD CONSTRAINT logo_file_with_type
  CHECK ((logo_file_name IS NULL) = (logo_content_type IS NULL));
