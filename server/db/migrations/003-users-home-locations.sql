-- Each user's own home locations (docs/server.md#live-payments): a JSON array of Square location ids,
-- or NULL for a user who never chose, who then follows the server's default (FW_HOME_LOCATION_IDS,
-- else every ACTIVE location). An empty array is a choice too: no home location at all.
ALTER TABLE users ADD COLUMN home_location_ids TEXT;
