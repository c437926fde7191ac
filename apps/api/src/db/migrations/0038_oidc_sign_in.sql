-- Sign-in through the community's OpenID Connect provider (issue 42, decision 0074).
--
-- oidc_identities: an account's identity at a provider (issuer + subject), linked only through the
-- provider's verified e-mail claim or after the person signed in once with their password. Goes
-- with the account.
CREATE TABLE oidc_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oidc_identities_user ON oidc_identities (user_id);

-- oidc_logins: one sign-in started at the provider, for ~10 minutes and once. Only hashes of the
-- state and of the PKCE verifier are kept (the verifier itself waits in the browser's HttpOnly
-- cookie, so the row alone cannot finish a sign-in, nor the cookie without the provider's state).
CREATE TABLE oidc_logins (
  state_hash text PRIMARY KEY,
  verifier_hash text NOT NULL,
  nonce text NOT NULL,
  locale text NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_logins_expires ON oidc_logins (expires_at);

-- oidc_tickets: hands a finished sign-in to the web app once (a minute at most); the ticket waits
-- in an HttpOnly cookie, never in a URL.
CREATE TABLE oidc_tickets (
  ticket_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

-- oidc_pending_links: a provider identity whose e-mail the provider did not verify, matching an
-- existing account: linked only by that account's next password sign-in from the same browser
-- (the token waits in an HttpOnly cookie), within 15 minutes, once.
CREATE TABLE oidc_pending_links (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_pending_links_user ON oidc_pending_links (user_id);
