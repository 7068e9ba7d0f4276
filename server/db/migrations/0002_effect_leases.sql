-- Leases that hold: each claim of an effect gets a token, and only the holder of the current
-- token may record its outcome, so a late answer from a lost lease changes nothing.
ALTER TABLE effects ADD COLUMN claim_token text;
ALTER TABLE effects ADD COLUMN last_attempt_at timestamptz;
-- An effect that kept failing (too many attempts, or too long) waits for staff instead of the outbox.
ALTER TABLE effects ADD COLUMN failed_at timestamptz;
-- When staff last sent a failed effect again: its attempts and its time limit count from here.
ALTER TABLE effects ADD COLUMN restarted_at timestamptz;

DROP INDEX effects_due;
CREATE INDEX effects_due ON effects (action, next_attempt_at) WHERE done_at IS NULL AND failed_at IS NULL;
CREATE INDEX effects_failed ON effects (failed_at) WHERE failed_at IS NOT NULL AND done_at IS NULL;

-- The write a readiness check makes: one row, updated in place.
CREATE TABLE service_probe (
  id integer PRIMARY KEY CHECK (id = 1),
  written_at timestamptz NOT NULL
);
INSERT INTO service_probe (id, written_at) VALUES (1, now());
