-- Square locations as the dashboard shows them (docs/contract.md#entities), with Square's JSON kept as it
-- came. `status` is what the dashboard shows: Square's own status, or INACTIVE once Square stops
-- listing the location (`missing_from_square`). Coordinates are Square's (source 'square') or our
-- geocoder's (source 'internal').
CREATE TABLE square_locations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  business_name TEXT,
  address_line_1 TEXT,
  locality TEXT,
  postal_code TEXT,
  timezone TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE')),
  missing_from_square INTEGER NOT NULL DEFAULT 0 CHECK (missing_from_square IN (0, 1)),
  latitude REAL,
  longitude REAL,
  coordinates_source TEXT CHECK (coordinates_source IN ('square', 'internal')),
  created_at TEXT NOT NULL,
  raw_json TEXT NOT NULL,
  -- Bookkeeping (ISO instants): when we last saw it in ListLocations, when geocoding was tried,
  -- and when every tracked season of its orders had been fetched once.
  seen_at TEXT NOT NULL,
  geocoded_at TEXT,
  hydrated_at TEXT
);
