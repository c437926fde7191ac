import { describe, expect, it } from 'vitest';
import { processMemory, startIdleCollector, type IdleCollectorProbe } from '../../src/lib/memory/idle-collector.js';

const MB = 1024 * 1024;

/** A process whose heap and event loop the test sets; counts the collections asked for. */
function fakeProcess(): IdleCollectorProbe & {
  heap: number;
  young: number;
  busy: number;
  collections: number;
  youngCollections: number;
} {
  const state = {
    heap: 40 * MB,
    young: 1 * MB,
    busy: 0,
    collections: 0,
    youngCollections: 0,
    heapHeld: () => state.heap,
    loopUtilization: () => state.busy,
    collect: () => {
      state.collections++;
      state.heap = 40 * MB;
    },
    youngHeld: () => state.young,
    collectYoung: () => {
      state.youngCollections++;
      state.young = 1 * MB;
    },
  };
  return state;
}

describe('the idle collector (decision 0052)', () => {
  it('collects once the process is idle after the heap grew, and not again until it grows again', () => {
    const process = fakeProcess();
    const collector = startIdleCollector(process, { intervalMs: 60_000, growthBytes: 32 * MB, idleBelow: 0.05 });
    try {
      // Under load: the heap grows, but a busy process is left alone.
      process.busy = 0.9;
      process.heap = 120 * MB;
      expect(collector.check()).toBe(false);
      // The load is over: one collection.
      process.busy = 0.01;
      expect(collector.check()).toBe(true);
      expect(process.collections).toBe(1);
      // Idle with a heap that has not grown: nothing to do.
      process.heap = 50 * MB;
      expect(collector.check()).toBe(false);
      expect(process.collections).toBe(1);
    } finally {
      collector.stop();
    }
  });

  it('collects the young generation once the process has been idle for V8 to give it back', () => {
    const process = fakeProcess();
    const collector = startIdleCollector(process, {
      intervalMs: 2000,
      growthBytes: 32 * MB,
      idleBelow: 0.05,
      youngAfterIdleMs: 6000,
      youngSmallBytes: 2 * MB,
    });
    try {
      process.busy = 0.9;
      process.young = 16 * MB;
      collector.check();
      process.busy = 0.01;
      // 2 s and 4 s idle: too soon (V8 would keep the space: its last 5 s allocated much).
      collector.check();
      collector.check();
      expect(process.youngCollections).toBe(0);
      expect(collector.check()).toBe(true);
      expect(process.youngCollections).toBe(1);
      // V8 kept it (some allocation went on): not asked again until after the next busy spell.
      process.young = 16 * MB;
      collector.check();
      collector.check();
      expect(process.youngCollections).toBe(1);
      process.busy = 0.9;
      collector.check();
      process.busy = 0.01;
      for (let index = 0; index < 3; index++) collector.check();
      expect(process.youngCollections).toBe(2);
      // A small young generation is left alone.
      process.busy = 0.9;
      collector.check();
      process.busy = 0.01;
      for (let index = 0; index < 5; index++) collector.check();
      expect(process.youngCollections).toBe(2);
    } finally {
      collector.stop();
    }
  });

  it('reads this process’s heap and event loop and can collect its garbage', () => {
    const probe = processMemory();
    expect(probe.heapHeld()).toBeGreaterThan(0);
    const utilization = probe.loopUtilization();
    expect(utilization).toBeGreaterThanOrEqual(0);
    expect(utilization).toBeLessThanOrEqual(1);
    let garbage: unknown[] | undefined = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `row ${i}` }));
    const withGarbage = probe.heapHeld();
    expect(garbage.length).toBe(200_000);
    garbage = undefined;
    probe.collect();
    expect(probe.heapHeld()).toBeLessThan(withGarbage - 5 * MB);
    expect(probe.youngHeld()).toBeGreaterThan(0);
    probe.collectYoung();
  });
});
