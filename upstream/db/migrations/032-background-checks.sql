-- Background checks (issue 22): a professional sends their certificate of good conduct (the
-- police or court record their country issues) as a document of its own kind; when staff approve
-- one, the professional counts as background-checked from that day.
ALTER TABLE pro_documents DROP CONSTRAINT pro_documents_kind_check;
ALTER TABLE pro_documents ADD CONSTRAINT pro_documents_kind_check
  CHECK (kind IN ('BUSINESS_LICENSE', 'COMMERCIAL_REGISTER_EXTRACT', 'CRAFT_CARD', 'QUALIFICATION',
                  'CONDUCT_CERTIFICATE'));
ALTER TABLE users ADD COLUMN background_checked_at timestamptz;
