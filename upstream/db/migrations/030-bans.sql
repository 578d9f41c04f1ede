-- A ban (issue 22): staff close an account for what it did, not only block its sign-in. The
-- account is DISABLED as well; when and why it was banned are kept for staff.
ALTER TABLE users ADD COLUMN banned_at timestamptz;
ALTER TABLE users ADD COLUMN ban_reason text;
