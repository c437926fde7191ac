import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setV8Flag, V8_FLAGS } from '../../v8-flags.js';
import { loadNativeHeapTrim } from './native-heap.js';

/** What the collector reads and does; the process's own by default (`processMemory`). */
export interface IdleCollectorProbe {
  /**
   * Bytes of V8 heap the process holds now, garbage included (not only what is in use: after a
   * read load the heap in use grew by 12 MB, the heap held by 55 MB, and nothing gave it back).
   */
  heapHeld(): number;
  /** Share of the time since the previous call that the event loop was busy, 0 to 1. */
  loopUtilization(): number;
  /** A full garbage collection. */
  collect(): void;
  /** Bytes the young generation (V8's new space) holds now, empty or not. */
  youngHeld(): number;
  /** A young-generation collection: after a calm spell V8 gives the young generation's pages back then. */
  collectYoung(): void;
  /** Gives malloc's free pages back to the system (native-heap.ts); nothing where it cannot. */
  trimNative(): void;
}

export interface IdleCollectorOptions {
  /** How often the process is looked at. */
  intervalMs: number;
  /** Growth of the heap held since the last full collection that makes one worth it. */
  growthBytes: number;
  /** Below this event-loop utilization over an interval, the process counts as idle. */
  idleBelow: number;
  /**
   * How long the process must have been idle before its young generation is collected to be given
   * back: V8 shrinks it only when the last 5 s allocated little (its allocation-throughput window).
   */
  youngAfterIdleMs: number;
  /** A young generation held above this size is worth giving back. */
  youngSmallBytes: number;
}

const MB = 1024 * 1024;
const DEFAULTS: IdleCollectorOptions = {
  intervalMs: 2000,
  growthBytes: 32 * MB,
  idleBelow: 0.05,
  youngAfterIdleMs: 6000,
  youngSmallBytes: 2 * MB,
};

/**
 * One full garbage collection once the server falls idle after a busy spell (decision 0052).
 *
 * Under load, objects that outlive two young-generation collections (rows and replies of requests
 * still in flight) are promoted to the old generation, and V8 leaves that garbage there until the
 * old generation reaches its next limit, which an idle server never does: after a five-second read
 * load the heap held 125 MB where 46 MB were live, and the process's memory stayed 1.6× its idle
 * size for good. A collection when the load is over costs a pause no request waits on, and gives
 * the memory back (236 → 166 MB, idle 150 MB). A process that stays busy is left to V8's schedule.
 *
 * The young generation grows under load (to 16 MB with `--max-semi-space-size=8`) and V8 shrinks
 * it only in a collection made once the last 5 s allocated little, which an idle server does not
 * run: after a load it kept the 16 MB for good (decision 0062). So once the process has been idle
 * that long, one young-generation collection (a millisecond: the space is nearly empty) gives it back.
 */
export function startIdleCollector(
  probe: IdleCollectorProbe,
  options: Partial<IdleCollectorOptions> = {},
): { check(): boolean; stop(): void } {
  const { intervalMs, growthBytes, idleBelow, youngAfterIdleMs, youngSmallBytes } = { ...DEFAULTS, ...options };
  let heapAfterCollection = probe.heapHeld();
  let idleIntervals = 0;
  let wasBusy = false;
  // Once per calm spell: if V8 kept the space (it saw allocation), asking again will not change that.
  let youngCollected = false;
  probe.loopUtilization();
  const check = (): boolean => {
    const idle = probe.loopUtilization() < idleBelow;
    // The first calm interval after a busy one (not the start's: a process never busy has
    // nothing to give back).
    const calmedDown = idle && wasBusy;
    wasBusy = !idle;
    idleIntervals = idle ? idleIntervals + 1 : 0;
    if (!idle) {
      youngCollected = false;
      return false;
    }
    let collected = false;
    if (probe.heapHeld() - heapAfterCollection >= growthBytes) {
      probe.collect();
      heapAfterCollection = probe.heapHeld();
      collected = true;
    }
    if (!youngCollected && idleIntervals * intervalMs >= youngAfterIdleMs && probe.youngHeld() > youngSmallBytes) {
      probe.collectYoung();
      youngCollected = true;
      collected = true;
    }
    // The native heap once the process calms down, and after each collection (what V8 freed was
    // partly malloc's: buffers' memory): a few milliseconds, at most twice a calm spell (0085).
    if (calmedDown || collected) probe.trimNative();
    return collected;
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

/**
 * This process's heap and event loop. V8 hands out its `gc` function only to contexts made after
 * the flag is set, so one is asked for it once; the flag changes nothing else.
 */
export function processMemory(): IdleCollectorProbe {
  setV8Flag(V8_FLAGS.exposeGc);
  const gc = runInNewContext('gc') as (options?: {
    type: 'minor' | 'major';
    execution?: 'sync' | 'async';
    flavor?: 'regular' | 'last-resort';
  }) => void;
  let previous = performance.eventLoopUtilization();
  let trimmer: (() => void) | undefined;
  return {
    heapHeld: () => v8.getHeapStatistics().total_heap_size,
    loopUtilization: () => {
      const current = performance.eventLoopUtilization();
      const delta = performance.eventLoopUtilization(current, previous);
      previous = current;
      return delta.utilization;
    },
    // Twice: V8 gives back to the system the pages that the first collection emptied only when
    // it collects again (after a read load, one collection took the process from 236 to 197 MB,
    // a second from there to 166 MB; its idle size was 150 MB). The second is V8's last-resort
    // kind, which also moves the survivors together: a page holding one live row in twenty is
    // otherwise kept whole (Node 22: 45 → 14 MB held for 12 MB live; Node 20 ignores the flavor;
    // decision 0085).
    collect: () => {
      gc();
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    },
    youngHeld: () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0,
    collectYoung: () => gc({ type: 'minor' }),
    trimNative: () => {
      trimmer ??= loadNativeHeapTrim() ?? (() => {});
      trimmer();
    },
  };
}
