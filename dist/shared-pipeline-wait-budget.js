import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/pipeline/wait-budget.ts
var WaitBudget = class {
  constructor(totalMs, now = () => performance.now()) {
    this.totalMs = totalMs;
    this.now = now;
  }
  totalMs;
  now;
  usedMs = 0;
  pending = 0;
  since = 0;
  timer;
  ctl = new AbortController();
  /** Aborted (with an AbortError naming the budget) once the budget is spent. */
  get signal() {
    return this.ctl.signal;
  }
  get exhausted() {
    return this.ctl.signal.aborted;
  }
  /** Milliseconds spent waiting so far, the wait in progress included. */
  spentMs() {
    return this.usedMs + (this.pending > 0 ? this.now() - this.since : 0);
  }
  /** Runs `work` as waiting time; rejects at once, without starting it, when the budget is already spent. */
  async wait(work) {
    if (this.exhausted) throw this.ctl.signal.reason;
    this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }
  enter() {
    if (this.pending++ > 0) return;
    this.since = this.now();
    this.timer = setTimeout(() => this.exhaust(), Math.max(0, this.totalMs - this.usedMs));
  }
  leave() {
    if (--this.pending > 0) return;
    clearTimeout(this.timer);
    this.usedMs += this.now() - this.since;
    if (this.usedMs >= this.totalMs) this.exhaust();
  }
  exhaust() {
    if (this.exhausted) return;
    this.ctl.abort(
      new DOMException(`the ${this.totalMs / 1e3} s the job may wait on the API in total ran out`, "AbortError")
    );
  }
};
async function settlesWithin(work, ms, until) {
  let timer;
  let onAbort;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    onAbort = () => resolve(false);
    if (until?.aborted) onAbort();
    until?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true
      ),
      late
    ]);
  } finally {
    clearTimeout(timer);
    until?.removeEventListener("abort", onAbort);
  }
}

export {
  WaitBudget,
  settlesWithin
};
