// The map benchmark (issue 44, decision 0078): GET /map over the BENCH_ORGANIZATIONS seeded
// organizations (bench/organizations-seed.ts), given pins here, plus the demo seed's events, items
// and rentals in Brooklyn. BENCH_ONLY=map seeds the organizations alone and measures these rows.
import { sql } from 'kysely';
import { openDatabase, type DatabaseOptions } from '../apps/api/src/db/database.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { seedDemoIfEmpty } from '../apps/api/src/seed/seed-demo.js';
import type { Scenario } from './scenarios.js';

/** Brooklyn, where the reader and 5 % of the organizations are (about 20 × 18 km). */
const BROOKLYN = { west: -74.04, south: 40.57, east: -73.86, north: 40.74 };

/**
 * Pins for the seeded organizations that have none: Brooklyn's spread over Brooklyn, each other
 * city's over a box of about 20 km around a centre of its own (200 cities over North America). The
 * spread is a hash of the id, so runs are alike; set-based, one statement.
 */
/** Migrates and seeds the demo (the reader) when BENCH_ONLY=map skips the feed seed that otherwise does. */
export async function migrateForMap(options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  try {
    await migrate(database.db);
    await seedDemoIfEmpty(database.db);
  } finally {
    await database.close();
  }
}

export async function seedMapBenchmark(options: DatabaseOptions): Promise<number> {
  const database = await openDatabase(options);
  try {
    const db = database.db;
    const result = await sql`
      UPDATE organizations AS o SET
        location_lat = round((CASE WHEN h.brooklyn
            THEN ${BROOKLYN.south} + ${BROOKLYN.north - BROOKLYN.south} * h.a
            ELSE 25 + (h.n % 20) * 1.2 + 0.18 * h.a END)::numeric, 5)::double precision,
        location_lng = round((CASE WHEN h.brooklyn
            THEN ${BROOKLYN.west} + ${BROOKLYN.east - BROOKLYN.west} * h.b
            ELSE -120 + (h.n / 20) * 5 + 0.24 * h.b END)::numeric, 5)::double precision
      FROM (SELECT id, location_city = 'Brooklyn' AS brooklyn,
              (abs(hashtext(id::text)) % 100000) / 100000.0 AS a,
              (abs(hashtext(id::text || 'x')) % 100000) / 100000.0 AS b,
              coalesce(nullif(regexp_replace(city, '[^0-9]', '', 'g'), ''), '0')::int AS n
            FROM organizations WHERE location_lat IS NULL) AS h
      WHERE h.id = o.id`.execute(db);
    await sql`VACUUM (ANALYZE) organizations`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  } finally {
    await database.close();
  }
}

const box = (west: number, south: number, east: number, north: number) => `${west},${south},${east},${north}`;

/**
 * Neighbourhood-sized boxes (about 4 × 4.5 km, a phone's map) at 200 spots over Brooklyn, as people
 * panning about ask: a fixed pseudo-random walk, so runs are alike.
 */
function pannedBoxes(): string[] {
  let seed = 44;
  // Park and Miller's generator: its products stay exact in a double.
  const next = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  return Array.from({ length: 200 }, () => {
    const west = BROOKLYN.west + (BROOKLYN.east - BROOKLYN.west - 0.05) * next();
    const south = BROOKLYN.south + (BROOKLYN.north - BROOKLYN.south - 0.04) * next();
    const fixed = (value: number) => value.toFixed(4);
    return `/api/v1/map?bbox=${[west, south, west + 0.05, south + 0.04].map(fixed).join(',')}`;
  });
}

/** Boxes a map of a neighbourhood, a borough and another city asks for; the reader sees all five kinds. */
export function mapScenarios(count: number): Scenario[] {
  const fmt = count.toLocaleString('en');
  return [
    {
      name: `map, Park Slope box, all kinds (${fmt} orgs)`,
      path: `/api/v1/map?bbox=${box(-74.0, 40.65, -73.95, 40.69)}`,
      authenticated: true,
    },
    {
      name: 'map, all Brooklyn, all kinds (capped)',
      path: `/api/v1/map?bbox=${box(BROOKLYN.west, BROOKLYN.south, BROOKLYN.east, BROOKLYN.north)}`,
      authenticated: true,
    },
    {
      name: 'map, 200 neighbourhood boxes panned over Brooklyn, all kinds',
      path: pannedBoxes()[0]!,
      paths: pannedBoxes(),
      authenticated: true,
    },
    {
      name: 'map, another city, organizations',
      path: `/api/v1/map?bbox=${box(-114.1, 26.1, -113.8, 26.3)}&kinds=organization`,
      authenticated: true,
    },
  ];
}
