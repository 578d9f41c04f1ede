-- Message templates and auto-respond rules as the professional's pages show them (spec §2.7
-- message-templates, auto-respond): when a template last changed, a daily limit of each rule's own,
-- and the rule a proposal came from, so a rule can tell what it sent today.
ALTER TABLE message_templates ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE message_templates SET updated_at = created_at;

-- A rule answered up to the professional's daily limit before it had its own.
ALTER TABLE auto_respond_rules ADD COLUMN daily_limit integer NOT NULL DEFAULT 10 CHECK (daily_limit > 0);
UPDATE auto_respond_rules ar SET daily_limit = c.auto_respond_daily_limit
  FROM company_profiles c WHERE c.user_id = ar.pro_id AND c.auto_respond_daily_limit > 0;

-- Proposals sent before this change name no rule; a deleted rule's proposals stay, naming none.
ALTER TABLE proposals ADD COLUMN auto_respond_rule_id uuid REFERENCES auto_respond_rules (id) ON DELETE SET NULL;
CREATE INDEX proposals_rule_idx ON proposals (auto_respond_rule_id, created_at DESC)
  WHERE auto_respond_rule_id IS NOT NULL;
