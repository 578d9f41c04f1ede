-- What the staff console reads (issue 22): when a trade qualification was last decided, so a
-- referred one (MANUAL) has an age in the queue; and indexes for the queues' counts and oldest
-- items, for accounts by creation, and for the audit log by actor.
ALTER TABLE pro_professions ADD COLUMN qualification_changed_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX pro_professions_manual_idx ON pro_professions (qualification_changed_at) WHERE qualification = 'MANUAL';
CREATE INDEX identity_checks_undecided_idx ON identity_checks (created_at) WHERE status = 'UNKNOWN';
CREATE INDEX outbox_messages_failed_idx ON outbox_messages (created_at) WHERE status = 'FAILED';
CREATE INDEX invoices_failed_idx ON invoices (issued_at) WHERE status = 'PAYMENT_FAILED';
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
