-- A new neighbour's first steps (issue 42, decision 0075): whether the neighbour hid the guide,
-- kept on the server so it stays hidden on every device and after a reload. NULL: shown. Whether
-- each step is done is never stored: it is read from the neighbour's own rows when asked.
ALTER TABLE users ADD COLUMN first_steps_dismissed_at timestamptz NULL;
