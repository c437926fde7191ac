-- Rentals (issue 8): a preference for rental updates (someone offers to lend you what you asked
-- for; a request you lend is completed). Existing rows take the default, on in the app and by e-mail.
ALTER TABLE notification_preferences ADD COLUMN rental_update_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN rental_update_email boolean NOT NULL DEFAULT true;
