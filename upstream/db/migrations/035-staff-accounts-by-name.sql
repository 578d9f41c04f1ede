-- The staff's accounts list in name order (decision 079) reads a page from this index and stops,
-- as the newest-first order does from users_created_idx and the email order from the email's
-- unique index.
CREATE INDEX users_name_idx ON users (lower(last_name), lower(first_name), id);
