/**
 * The total time a job may spend waiting on its forge's API (GitHub today), across every call it makes: reading the
 * base commit's files, the history, the token's identity, the comment, the artifact, the baseline refresh. A
 * per-request timeout alone does not bound a job that makes many requests; this does. The clock runs only while at
 * least one wait is pending, so the comparison's own work in between is not counted. Once the budget is spent its
 * signal aborts every wait still pending, and any later wait fails at once.
 *
 * Wall-clock time is read here only to bound waiting; it never reaches a report.
 */
export class WaitBudget {
  private usedMs = 0;
  private pending = 0;
  private since = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly ctl = new AbortController();

  constructor(
    readonly totalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Aborted (with an AbortError naming the budget) once the budget is spent. */
  get signal(): AbortSignal {
    return this.ctl.signal;
  }

  get exhausted(): boolean {
    return this.ctl.signal.aborted;
  }

  /** Milliseconds spent waiting so far, the wait in progress included. */
  spentMs(): number {
    return this.usedMs + (this.pending > 0 ? this.now() - this.since : 0);
  }

  /** Runs `work` as waiting time; rejects at once, without starting it, when the budget is already spent. */
  async wait<T>(work: () => Promise<T>): Promise<T> {
    if (this.exhausted) throw this.ctl.signal.reason;
    this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): void {
    if (this.pending++ > 0) return;
    this.since = this.now();
    this.timer = setTimeout(() => this.exhaust(), Math.max(0, this.totalMs - this.usedMs));
  }

  private leave(): void {
    if (--this.pending > 0) return;
    clearTimeout(this.timer);
    this.usedMs += this.now() - this.since;
    if (this.usedMs >= this.totalMs) this.exhaust();
  }

  private exhaust(): void {
    if (this.exhausted) return;
    this.ctl.abort(
      new DOMException(`the ${this.totalMs / 1000} s the job may wait on the API in total ran out`, 'AbortError'),
    );
  }
}

/**
 * Waits for `work` at most `ms` milliseconds, and no longer than `until` stays unaborted; true when it settled in
 * time. The work is not cancelled here (the caller abandons its requests); a rejection is the caller's to observe, so it
 * is never left unhandled.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number, until?: AbortSignal): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    onAbort = () => resolve(false);
    if (until?.aborted) onAbort();
    until?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
    until?.removeEventListener('abort', onAbort!);
  }
}
