/**
 * Counts failed sign-ins per account and per client address in a sliding window; past
 * the limit, sign-ins answer `auth/too-many-requests` until old failures age out.
 * Kept in the process: with several instances each counts its own share (a shared store
 * would make the limit exact; see the scale path in the README).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits = { perAccount: 5, perAddress: 20 },
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(email: string, address: string): boolean {
    return (
      this.recent(`account:${email}`) >= this.limits.perAccount ||
      this.recent(`address:${address}`) >= this.limits.perAddress
    );
  }

  recordFailure(email: string, address: string): void {
    for (const key of [`account:${email}`, `address:${address}`]) {
      const times = this.failures.get(key) ?? [];
      times.push(this.now());
      this.failures.set(key, times);
    }
    if (this.failures.size > 100_000) this.prune();
  }

  recordSuccess(email: string): void {
    this.failures.delete(`account:${email}`);
  }

  private recent(key: string): number {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times.length;
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
