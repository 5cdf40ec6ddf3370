/** The durable job queue (migration 005, decision 014). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  state: 'queued' | 'running' | 'done' | 'dead';
  attempts: number;
  /** When the job may run (next): a retry waits here. */
  run_at: string;
  /** A running job whose lease passed is taken to have died with its worker. */
  lease_until: string | null;
  last_error: string | null;
  /** The instance (host:pid) that claimed it last (migration 010). */
  claimed_by: string | null;
  created_at: string;
  updated_at: string;
}
