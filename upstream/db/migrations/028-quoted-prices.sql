-- What professionals quoted for a service (a price guide's quoted range, decision 077): the jobs of
-- a service whatever their status, by time; their proposals are then found by the unique
-- (service_request_id, pro_id) index.
CREATE INDEX service_requests_service_idx ON service_requests (service_id, created_at);
