-- Featured jobs (issue 20, decision 070): a home owner features an open job that few professionals
-- have answered; for a week it comes first in the new-job lists of the professionals it fits.
ALTER TABLE service_requests ADD COLUMN featured_at timestamptz;
ALTER TABLE service_requests ADD COLUMN featured_until timestamptz;
