-- A staff password chosen by someone else (the first administrator's, one an administrator typed
-- for a new colleague, or one `npm run ops:admin` set) must be replaced at the next sign-in: until
-- then every operations call but the password change is refused.
ALTER TABLE staff ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT false;
