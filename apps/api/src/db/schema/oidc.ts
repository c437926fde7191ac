// Sign-in through an OpenID Connect provider (migration 0038, decision 0074).

export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: Date;
}

/** A sign-in started at the provider: hashes of its state and PKCE verifier, its nonce. */
export interface OidcLoginsTable {
  state_hash: string;
  verifier_hash: string;
  nonce: string;
  /** The Accept-Language locale of the start, for an account the callback creates. */
  locale: string | null;
  expires_at: Date;
}

/** A finished sign-in waiting to be handed to the web app once. */
export interface OidcTicketsTable {
  ticket_hash: string;
  user_id: string;
  expires_at: Date;
}

/** An identity waiting for its account's next password sign-in to be linked. */
export interface OidcPendingLinksTable {
  token_hash: string;
  user_id: string;
  issuer: string;
  subject: string;
  expires_at: Date;
}
