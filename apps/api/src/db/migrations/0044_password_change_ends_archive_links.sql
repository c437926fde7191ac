-- Your data (issue 43, decision 0077): an archive's e-mailed link is a credential, like a session.
-- A new password (changed in Settings, reset by e-mail, or set by single sign-on adopting an address)
-- ends every such link of the account, whichever code path or tool changes it; the archive itself
-- stays, and its owner still downloads it from Settings.
CREATE FUNCTION end_archive_links_on_new_password() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_exports SET token_hash = NULL WHERE user_id = NEW.id AND token_hash IS NOT NULL;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_new_password_ends_archive_links AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION end_archive_links_on_new_password();
