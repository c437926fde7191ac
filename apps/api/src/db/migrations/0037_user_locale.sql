-- The account's saved language (issue 41, decision 0072): one of the contract's locales
-- (packages/contract/src/locales.ts), or NULL to follow the browser's Accept-Language. Sign-up
-- stores the language the request asked for, so e-mails later go out in the language the person
-- signed up in. No CHECK: the API validates against the contract's list, which grows without a
-- migration.
ALTER TABLE users ADD COLUMN locale text NULL;
