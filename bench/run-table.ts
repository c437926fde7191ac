// The bench's one table (bench/run.ts): a row per figure, the targets of issue 13, and the table
// printed with the baseline of each database kind.
import type { Measurement } from './run-processes.js';
import type { Scenario } from './scenarios.js';

/** A row of the one table: figures per database kind. */
export interface Figures {
  reqs?: number;
  p50?: number;
  p99?: number;
  /** Free text when the row is not a throughput (memory, start, load test). */
  value?: string;
  errors?: number;
  met?: boolean;
}
export interface Row {
  name: string;
  target: string;
  figures: Partial<Record<'postgres' | 'pglite', Figures>>;
  /** Whether the row met its target on the given kind, from the figures and the baseline. */
  check?: (figures: Figures, base: number) => boolean;
  /** The kinds the target is for (default: both). */
  checkedOn?: ('postgres' | 'pglite')[];
}

export const rows = new Map<string, Row>();
export function row(name: string, target: string, check?: Row['check'], checkedOn?: Row['checkedOn']): Row {
  let existing = rows.get(name);
  if (!existing) {
    existing = { name, target, figures: {}, check, checkedOn };
    rows.set(name, existing);
  }
  return existing;
}

/** Targets of issue 13, as ratios to the baseline of the same run. */
export function readTarget(scenario: Scenario): { target: string; check?: Row['check'] } {
  const ratioAndP99 = (ratio: number, p99: number) => ({
    target: `≥ ${ratio * 100} % of baseline, p99 ≤ ${p99} ms`,
    check: (f: Figures, base: number) => (f.reqs ?? 0) / base >= ratio && (f.p99 ?? Infinity) <= p99,
  });
  if (scenario.name === 'health') {
    return { target: '≥ 60 % of baseline', check: (f, base) => (f.reqs ?? 0) / base >= 0.6 };
  }
  if (scenario.name.startsWith('readiness')) {
    return { target: '≥ 30 % of baseline', check: (f, base) => (f.reqs ?? 0) / base >= 0.3 };
  }
  if (scenario.name === 'feed, first page' || scenario.name.startsWith('feed, keyset')) return ratioAndP99(0.15, 10);
  if (scenario.name.startsWith('feed, search')) return ratioAndP99(0.08, 20);
  if (scenario.name.startsWith('directory') || scenario.name.startsWith('map,')) {
    return { target: 'p99 ≤ 20 ms', check: (f) => (f.p99 ?? Infinity) <= 20 };
  }
  return { target: '' };
}

export const baselines = new Map<'postgres' | 'pglite', Measurement>();

export function printTable(kinds: ('postgres' | 'pglite')[]): void {
  const label = { postgres: 'PG', pglite: 'PGlite' } as const;
  const table = [
    {
      endpoint: 'plain Fastify handler (baseline)',
      ...Object.fromEntries(
        kinds.flatMap((kind) => [
          [`${label[kind]} req/s`, Math.round(baselines.get(kind)!.requests)],
          [`${label[kind]} p99 ms`, baselines.get(kind)!.p99],
          [`${label[kind]} vs baseline`, '100%'],
        ]),
      ),
      target: '',
      met: '',
      errors: 0,
    },
  ];
  for (const entry of rows.values()) {
    const cells: Record<string, string | number> = {};
    let met: boolean | undefined;
    let errors = 0;
    for (const kind of kinds) {
      const figures = entry.figures[kind];
      if (!figures) continue;
      errors += figures.errors ?? 0;
      const base = baselines.get(kind)!;
      if (figures.reqs !== undefined) {
        cells[`${label[kind]} req/s`] = Math.round(figures.reqs);
        cells[`${label[kind]} p99 ms`] = figures.p99 ?? '';
        cells[`${label[kind]} vs baseline`] = `${((figures.reqs / base.requests) * 100).toFixed(1)}%`;
      }
      if (figures.value !== undefined) cells[`${label[kind]} req/s`] = figures.value;
      // Ratio targets are PostgreSQL's when both run; PGlite's is to stay within 2.5× of PostgreSQL.
      const ratioTarget = entry.target.startsWith('≥');
      const checked = !entry.checkedOn || entry.checkedOn.includes(kind);
      if (entry.check && checked && !(ratioTarget && kind === 'pglite' && kinds.length > 1)) {
        met = (met ?? true) && entry.check(figures, base.requests);
      }
    }
    let target = entry.target;
    const pg = entry.figures.postgres?.reqs;
    const lite = entry.figures.pglite?.reqs;
    if (pg !== undefined && lite !== undefined) {
      target = [target, 'PGlite ≥ PG / 2.5'].filter(Boolean).join('; ');
      met = (met ?? true) && lite * 2.5 >= pg;
    }
    table.push({ endpoint: entry.name, ...cells, target, met: met === undefined ? '' : met ? 'yes' : 'NO', errors });
  }
  console.table(table);
}
