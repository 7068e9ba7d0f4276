-- Every form submission, with the first answer given to it: a repeat of its Idempotency-Key gets
-- that answer again (the unique key below makes a second insert of the same key impossible).
CREATE TABLE submissions (
  id text PRIMARY KEY,
  kind text NOT NULL,
  idempotency_key text,
  received_at timestamptz NOT NULL,
  locale text NOT NULL,
  -- The visitor's fields; the IBAN is never in here. NULL (or, for orders, the tax record) once erased.
  fields jsonb,
  -- AES-256-GCM: iv.tag.ciphertext, base64 parts.
  iban_encrypted text,
  answer jsonb NOT NULL,
  done_at timestamptz,
  erased_at timestamptz,
  CONSTRAINT submissions_key UNIQUE (kind, idempotency_key)
);
CREATE INDEX submissions_kind_received ON submissions (kind, received_at);
CREATE INDEX submissions_done ON submissions (done_at) WHERE erased_at IS NULL;

-- What a submission causes outside the database, retried with back-off until it succeeds.
CREATE TABLE effects (
  id bigserial PRIMARY KEY,
  submission_id text NOT NULL REFERENCES submissions (id),
  action text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  done_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT effects_once UNIQUE (submission_id, action)
);
CREATE INDEX effects_due ON effects (next_attempt_at) WHERE done_at IS NULL;

-- A SEPA mandate as the order recorded it: never the IBAN itself.
CREATE TABLE mandates (
  submission_id text PRIMARY KEY REFERENCES submissions (id),
  reference text NOT NULL UNIQUE,
  signed_on date NOT NULL,
  iban_masked text NOT NULL
);

-- A PayPal order: the approval link PayPal gave, and what the visitor did there.
CREATE TABLE payments (
  submission_id text PRIMARY KEY REFERENCES submissions (id),
  provider_order_id text,
  approval_url text,
  return_url text NOT NULL,
  outcome text,
  returned_at timestamptz
);

-- Who read which kind of submissions when (no personal data).
CREATE TABLE staff_reads (
  id bigserial PRIMARY KEY,
  staff text NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  kind text,
  since timestamptz,
  row_count integer NOT NULL
);
