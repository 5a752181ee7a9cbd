/** Time comes from here, never from SQL now(), so tests can move it (code expiry, lockouts). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start = new Date('2026-01-01T00:00:00Z')): Clock & { advance(ms: number): void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

/**
 * A clock that runs at real speed from a chosen instant: a journey or a demo that needs the
 * exchanges open (a market order, a live chart) runs on a weekday afternoon whatever the hour here.
 */
export function clockFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock that can also be moved forward (never back: jobs, codes and sessions only look ahead). */
export interface ShiftableClock extends Clock {
  advance(ms: number): void;
}

/**
 * `base` moved forward by everything `advance` added: an end-to-end journey (DEV_CLOCK=1) lives
 * through a fund's 30 days in seconds while the server, its market and its timers keep real speed.
 */
export function shiftable(base: Clock): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
  };
}

/** Real speed from `start`, movable forward: clockFrom and shiftable together. */
export function shiftableClock(start: Date): ShiftableClock {
  return shiftable(clockFrom(start));
}

/** A database time as the API sends it: Unix seconds (spec section 9: under 13 digits means seconds). */
export function unixSeconds(d: Date): number {
  return Math.floor(new Date(d).getTime() / 1000);
}

export function unixSecondsOrNull(d: Date | null): number | null {
  return d ? unixSeconds(d) : null;
}
