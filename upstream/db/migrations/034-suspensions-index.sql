-- The staff dashboard's suspensions (decision 078) read only the suspended professionals, like its
-- other queues read only their waiting rows.
CREATE INDEX users_suspended_idx ON users (billing_suspended_at, manually_suspended_at)
  WHERE billing_suspended_at IS NOT NULL OR manually_suspended_at IS NOT NULL;
