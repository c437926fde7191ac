// A session's token is a secret token like any other (lib/secret-token.ts).
export { hashSecretToken as hashSessionToken, newSecretToken as newSessionToken } from '../secret-token.js';
