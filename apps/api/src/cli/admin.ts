import { emailSchema, passwordSchema } from '@ourhood/contract';
import { migrate } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';
import { isCommonPassword } from '../lib/common-passwords.js';
import {
  createAdmin,
  issueCodeTo,
  listReferralCodes,
  revokeReferralCode,
} from '../features/referrals/referral-service.js';
import { setModerator } from '../features/moderation/moderation-accounts-service.js';
import { openConfiguredDatabase } from './open-configured-database.js';

const USAGE = `Usage: npm run admin -- <command>

  create-admin <email> <password> [first name] [last name]
                          create a verified admin account (or make an existing user an admin)
  issue-code <email>      give the user a referral code (prints the active one if they have it)
  list-codes              list every referral code
  revoke-code <code>      revoke a referral code
  make-moderator <email>  let the user work the moderation queue (issue 17)
  remove-moderator <email>
                          make a moderator a member again`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseEmail(value: string | undefined): string {
  const parsed = emailSchema.safeParse(value ?? '');
  if (!parsed.success) fail(`${parsed.error.issues[0]?.message ?? 'Invalid email'}\n\n${USAGE}`);
  return parsed.data;
}

const [command, ...args] = process.argv.slice(2);
if (!command || command === 'help' || command === '--help') {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

const database = await openConfiguredDatabase();
try {
  await migrate(database.db);
  const db = database.db;
  switch (command) {
    case 'create-admin': {
      const email = parseEmail(args[0]);
      const password = passwordSchema.safeParse(args[1] ?? '');
      if (!password.success) fail(password.error.issues[0]?.message ?? 'Invalid password');
      if (isCommonPassword(password.data)) fail('This password is too common. Please choose another.');
      const { created } = await createAdmin(db, {
        email,
        password: password.data,
        first_name: args[2] ?? 'Admin',
        last_name: args[3] ?? 'User',
      });
      console.log(created ? `Created admin ${email}.` : `${email} already existed and is now an admin.`);
      break;
    }
    case 'issue-code': {
      const { code, created } = await issueCodeTo(db, parseEmail(args[0]), null);
      console.log(
        created ? `Issued ${code.code} to ${code.owner.email}.` : `${code.owner.email} already has ${code.code}.`,
      );
      break;
    }
    case 'list-codes': {
      const { codes } = await listReferralCodes(db, 1, 10_000);
      if (codes.length === 0) console.log('No referral codes yet.');
      for (const code of codes) {
        const state = code.revoked_at ? `revoked ${code.revoked_at}` : 'active';
        console.log(`${code.code}\t${code.owner.email}\t${state}\treferred ${code.referred_count}`);
      }
      break;
    }
    case 'revoke-code': {
      if (!args[0]) fail(USAGE);
      const code = await revokeReferralCode(db, args[0], null);
      console.log(`Revoked ${code.code} (${code.owner.email}).`);
      break;
    }
    case 'make-moderator':
    case 'remove-moderator': {
      const email = parseEmail(args[0]);
      const role = await setModerator(db, email, command === 'make-moderator', null);
      console.log(role === 'admin' ? `${email} is an admin (admins already moderate).` : `${email} is now a ${role}.`);
      break;
    }
    default:
      fail(`Unknown command: ${command}\n\n${USAGE}`);
  }
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
