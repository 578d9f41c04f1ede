-- Messages reported to staff (issue 22): either side of a conversation reports what the other
-- wrote, once per person and message, with why. Staff dismiss the report or take the message down;
-- a message taken down keeps its row (the conversation's order stays) but no longer shows its words.
ALTER TABLE proposal_messages ADD COLUMN removed_at timestamptz;
CREATE TABLE message_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES proposal_messages (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('SPAM', 'ABUSE', 'SCAM', 'CONTACT_DETAILS', 'OTHER')),
  note text,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DISMISSED', 'REMOVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (message_id, reporter_id)
);
CREATE INDEX message_reports_open_idx ON message_reports (created_at, id) WHERE status = 'OPEN';
