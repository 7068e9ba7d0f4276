-- One key, one body: the fingerprint of the request the key was first used with. A repeat of the
-- key with another body is refused rather than answered as if it were the first. NULL for rows
-- taken before fingerprints were kept: their repeats are answered as before.
ALTER TABLE submissions ADD COLUMN request_hash text;

-- Receipts to one address within the last hour, counted when a new one is taken: past the limit
-- the submission is kept and its mail is held back for staff.
CREATE INDEX submissions_recipient ON submissions ((lower(fields ->> 'email')), received_at);
ALTER TABLE effects ADD COLUMN held_at timestamptz;
DROP INDEX effects_due;
CREATE INDEX effects_due ON effects (action, next_attempt_at) WHERE done_at IS NULL AND failed_at IS NULL AND held_at IS NULL;

-- Staff read the newest first, a page at a time.
CREATE INDEX submissions_received ON submissions (received_at DESC, id DESC);

-- A PayPal return is approved only once PayPal confirmed the order: what it said, and when.
ALTER TABLE payments ADD COLUMN checked_status text;
ALTER TABLE payments ADD COLUMN checked_at timestamptz;
