-- What the home page shows (docs/decisions/041-home-page.md): each trade's brand-independent
-- category (the same key in every brand: plumbing, electrical …), which picks its icon, and the
-- trades with the most recent jobs, counted per trade over an index instead of a read of every job.
ALTER TABLE professions ADD COLUMN category text;
CREATE INDEX service_requests_profession_idx ON service_requests (profession_id, created_at);
-- The home page's newest published reviews of a brand come from its professionals' newest ones.
CREATE INDEX reviews_published_created_idx ON reviews (created_at DESC, id DESC) WHERE status = 'APPROVED';
