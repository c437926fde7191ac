/** Where people write to us. A self-hosted install can change these addresses in one place. */
export const contactEmails = {
  general: 'hello@ourhood.app',
  support: 'support@ourhood.app',
  safety: 'safety@ourhood.app',
  privacy: 'privacy@ourhood.app',
  careers: 'careers@ourhood.app',
} as const;
