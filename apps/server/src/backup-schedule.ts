/**
 * `BACKUP_SCHEDULE` (decision 063): `daily HH:MM` (24-hour, the server's local time zone) or
 * `off`. One form, not cron: a shop backs up once a day, and no cron parser is installed.
 */
export interface BackupSchedule {
  hour: number;
  minute: number;
}

const DAILY = /^daily\s+([01]?\d|2[0-3]):([0-5]\d)$/i;

export function parseBackupSchedule(
  raw: string,
): { value: BackupSchedule | undefined } | { problem: string } {
  const text = raw.trim();
  if (/^off$/i.test(text)) return { value: undefined };
  const match = DAILY.exec(text);
  if (!match)
    return {
      problem: `must be "daily HH:MM" (24-hour, the server's time zone, e.g. "daily 03:00") or "off", not "${raw}"`,
    };
  return { value: { hour: Number(match[1]), minute: Number(match[2]) } };
}

/**
 * The latest scheduled moment at or before `now`, in the server's time zone, as a key that names
 * the run (`2026-12-07T03:00`): each instance computes the same key, and one row per key decides
 * which instance runs it.
 */
export function latestSlot(schedule: BackupSchedule, now: Date): string {
  const slot = new Date(now);
  slot.setHours(schedule.hour, schedule.minute, 0, 0);
  if (slot > now) slot.setDate(slot.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slot.getFullYear()}-${pad(slot.getMonth() + 1)}-${pad(slot.getDate())}T${pad(schedule.hour)}:${pad(schedule.minute)}`;
}
