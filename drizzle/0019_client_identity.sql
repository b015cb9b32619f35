-- Issue 24, decision 0074: a client is one company at one address, compared as the search compares
-- (gl_search_text: case, accents and punctuation aside). Not a unique index: databases of older releases
-- may already hold such duplicates, and this migration must not fail on them. The service takes an
-- advisory transaction lock keyed on the normalised pair, then looks the pair up on this index.
CREATE INDEX "clients_identity_idx" ON "clients" (gl_search_text("company_name"), gl_search_text("company_address"));
