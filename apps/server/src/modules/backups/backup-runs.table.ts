/** One backup run (migration 040, decision 063). */
export interface BackupRunsTable {
  id: string;
  /** The scheduled moment it is for (`2026-12-07T03:00`, local time); null when an admin started it. */
  slot: string | null;
  /** 1 while queued or running, else null: unique, so one run at a time over every instance. */
  active: 1 | null;
  /** `skipped`: the first scheduled moment a shop saw, marked taken without a run (no backup at first start). */
  state: 'queued' | 'running' | 'done' | 'failed' | 'skipped';
  /** The archive's name once the run has started. */
  file: string | null;
  size: number | null;
  /** JSON of the step in hand. */
  progress: string | null;
  error: string | null;
  /** The admin who started it; null for a scheduled run. */
  requested_by: string | null;
  created_at: string;
  /** Moved by the run as it goes: a running row left unmoved belongs to a worker that died. */
  updated_at: string;
}
