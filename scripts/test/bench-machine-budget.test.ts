import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { budgetBetween, budgetSnapshot, describeBudget, type BudgetSnapshot } from '../../bench/machine-budget.js';
import { parseProcessStat } from '../../bench/run-processes.js';

function snapshot(values: Partial<BudgetSnapshot>): BudgetSnapshot {
  return {
    atMs: 0,
    server: 0,
    serverMainWaitNs: 0,
    children: new Map(),
    postgres: new Map(),
    machineBusy: 0,
    machineTotal: 0,
    ...values,
  };
}

describe("the bench's machine budget (decision 0093)", () => {
  it('reads CPU time from a stat line whose command holds spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    const line = '4242 (node (a) b) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11';
    expect(parseProcessStat(line)).toEqual({ command: 'node (a) b', cpuSeconds: 3 });
  });

  it('shares each part of the window by cores, counting a process that started meanwhile from zero', () => {
    const before = snapshot({
      atMs: 1_000,
      server: 10,
      serverMainWaitNs: 1e9,
      children: new Map([[7, 4]]),
      postgres: new Map([[20, 1]]),
      machineBusy: 100,
      machineTotal: 1_000,
    });
    const after = snapshot({
      atMs: 3_000,
      server: 11.6,
      serverMainWaitNs: 1.5e9,
      // 7 used 0.4 s; 8 is new and used 0.2 s.
      children: new Map([
        [7, 4.4],
        [8, 0.2],
      ]),
      // 21 is a backend that started meanwhile; 20 ended and is not counted.
      postgres: new Map([[21, 0.5]]),
      machineBusy: 460,
      machineTotal: 1_400,
    });
    const budget = budgetBetween(before, after, 0.6, true, 2);
    expect(budget.seconds).toBe(2);
    expect(budget.server).toBeCloseTo(0.8);
    expect(budget.serverMainWaiting).toBeCloseTo(0.25);
    expect(budget.encoder).toBeCloseTo(0.3);
    expect(budget.database).toBeCloseTo(0.25);
    expect(budget.loadClient).toBeCloseTo(0.3);
    // 360 of 400 ticks busy on 2 cores: 1.8 cores, of which 0.15 none of the above.
    expect(budget.busy).toBeCloseTo(1.8);
    expect(budget.rest).toBeCloseTo(0.15);
    expect(describeBudget(budget)).toBe(
      'server 0.80 (its event loop waited for a core 25 % of the run), photo encoder 0.30, PostgreSQL 0.25, ' +
        'load client 0.30, other 0.15: 1.80 of 2 cores busy',
    );
  });

  it('leaves the database out when it runs inside the server, and the wait when the kernel does not keep it', () => {
    const budget = budgetBetween(
      snapshot({ atMs: 0, serverMainWaitNs: undefined }),
      snapshot({ atMs: 1_000, server: 0.5, serverMainWaitNs: undefined, machineBusy: 50, machineTotal: 100 }),
      0.25,
      false,
      1,
    );
    expect(budget.database).toBeUndefined();
    expect(describeBudget(budget)).toBe(
      'server 0.50, photo encoder 0.00, load client 0.25, other 0.00: 0.50 of 1 cores busy',
    );
  });

  it.runIf(process.platform === 'linux')('measures a real process and the one it started', async () => {
    // A child that spins stands for the image process; it is stopped once measured.
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 60_000; while (Date.now() < end);']);
    try {
      const before = budgetSnapshot(process.pid);
      expect(before).toBeDefined();
      // This process's own work: 300 ms of its CPU, however long a loaded machine takes to give it.
      const began = process.cpuUsage();
      while (process.cpuUsage(began).user + process.cpuUsage(began).system < 300_000);
      const budget = await vi.waitFor(
        () => {
          const measured = budgetBetween(before!, budgetSnapshot(process.pid)!, 0, false);
          if (measured.encoder * measured.seconds < 0.2) throw new Error('the child has not spun 200 ms yet');
          return measured;
        },
        { timeout: 30_000, interval: 50 },
      );
      // Ticks are 10 ms.
      expect(budget.server * budget.seconds).toBeGreaterThanOrEqual(0.28);
      expect(budget.busy).toBeGreaterThan(0);
    } finally {
      child.kill();
    }
  });
});
