// Where the machine's cores went during one of the bench's runs (issue 40, decisions 0092 and
// 0093). The busy rows are shares of a bare handler measured on the same machine, and on a small
// machine every process of the run shares its cores: the server, the photo encoder it starts,
// PostgreSQL's backends, and the bench's own load client. When they are all busy, a ratio says as
// much about the machine as about the server, so the bench says where the cores went. Linux only
// (/proc); elsewhere nothing is measured and the row says so.
import fs from 'node:fs';
import os from 'node:os';
import { childProcesses, machineTicks, processStat } from './run-processes.js';

/** CPU time and scheduler figures of the processes that matter, at one moment. */
export interface BudgetSnapshot {
  atMs: number;
  /** CPU seconds of the server process (all its threads). */
  server: number;
  /** Nanoseconds its main thread waited for a core while runnable (the kernel's sched_info). */
  serverMainWaitNs: number | undefined;
  /** CPU seconds of each process the server started (the image process, decision 0056). */
  children: ReadonlyMap<number, number>;
  /** CPU seconds of each PostgreSQL process on the machine. */
  postgres: ReadonlyMap<number, number>;
  /** The whole machine's busy and total ticks (/proc/stat). */
  machineBusy: number;
  machineTotal: number;
}

/** Cores used on average over a window, each a share of one core. */
export interface MachineBudget {
  seconds: number;
  cores: number;
  server: number;
  /** The share of the window the server's main thread waited for a core while it had work. */
  serverMainWaiting: number | undefined;
  encoder: number;
  database: number | undefined;
  loadClient: number;
  rest: number;
  busy: number;
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function postgresProcesses(): Map<number, number> {
  const found = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = processStat(Number(name));
    if (stat?.command === 'postgres') found.set(Number(name), stat.cpuSeconds);
  }
  return found;
}

/** The figures now; undefined where /proc cannot tell (not Linux, or the server is gone). */
export function budgetSnapshot(serverPid: number): BudgetSnapshot | undefined {
  const server = processStat(serverPid)?.cpuSeconds;
  if (server === undefined) return undefined;
  // run_ns wait_ns timeslices (the kernel's sched_info); absent on kernels built without it.
  const sched = readText(`/proc/${serverPid}/task/${serverPid}/schedstat`)?.trim().split(/\s+/).map(Number);
  const children = new Map<number, number>();
  for (const child of childProcesses(serverPid)) {
    const cpu = processStat(child)?.cpuSeconds;
    if (cpu !== undefined) children.set(child, cpu);
  }
  const machine = machineTicks();
  return {
    atMs: performance.now(),
    server,
    serverMainWaitNs: sched?.[1],
    children,
    postgres: postgresProcesses(),
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

/** CPU seconds used between two snapshots by the processes of `after` (a new one from 0). */
function spent(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let sum = 0;
  for (const [pid, cpu] of after) sum += Math.max(0, cpu - (before.get(pid) ?? 0));
  return sum;
}

/**
 * The cores each part used between two snapshots. `loadClientSeconds` is the CPU the load client
 * reported for itself; `database` is false when the database runs inside the server (PGlite).
 * A process that ended within the window is not counted (an image process stopped while idle).
 */
export function budgetBetween(
  before: BudgetSnapshot,
  after: BudgetSnapshot,
  loadClientSeconds: number,
  database: boolean,
  cores = os.availableParallelism(),
): MachineBudget {
  const seconds = Math.max(0.001, (after.atMs - before.atMs) / 1000);
  const perSecond = (cpu: number) => cpu / seconds;
  const server = perSecond(after.server - before.server);
  const encoder = perSecond(spent(before.children, after.children));
  const databaseShare = database ? perSecond(spent(before.postgres, after.postgres)) : undefined;
  const loadClient = perSecond(loadClientSeconds);
  const ticks = after.machineTotal - before.machineTotal;
  const busy = ticks > 0 ? ((after.machineBusy - before.machineBusy) / ticks) * cores : 0;
  const waited =
    before.serverMainWaitNs !== undefined && after.serverMainWaitNs !== undefined
      ? (after.serverMainWaitNs - before.serverMainWaitNs) / 1e9 / seconds
      : undefined;
  return {
    seconds,
    cores,
    server,
    serverMainWaiting: waited,
    encoder,
    database: databaseShare,
    loadClient,
    rest: Math.max(0, busy - server - encoder - (databaseShare ?? 0) - loadClient),
    busy,
  };
}

/** One line for the bench's table. */
export function describeBudget(budget: MachineBudget): string {
  const cores = (value: number) => value.toFixed(2);
  const parts = [
    `server ${cores(budget.server)}` +
      (budget.serverMainWaiting === undefined
        ? ''
        : ` (its event loop waited for a core ${Math.round(budget.serverMainWaiting * 100)} % of the run)`),
    `photo encoder ${cores(budget.encoder)}`,
    ...(budget.database === undefined ? [] : [`PostgreSQL ${cores(budget.database)}`]),
    `load client ${cores(budget.loadClient)}`,
    `other ${cores(budget.rest)}`,
  ];
  return `${parts.join(', ')}: ${cores(budget.busy)} of ${budget.cores} cores busy`;
}
