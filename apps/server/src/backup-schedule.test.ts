import { describe, expect, it } from 'vitest';
import { latestSlot, parseBackupSchedule } from './backup-schedule.js';
import { ConfigError, loadConfig } from './config.js';

describe('BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  it('back up daily at 03:00 and keep 7 unless told otherwise', () => {
    expect(loadConfig({}).backups).toEqual({ schedule: { hour: 3, minute: 0 }, keep: 7 });
    expect(loadConfig({ BACKUP_SCHEDULE: 'daily 23:45', BACKUP_KEEP: '30' }).backups).toEqual({
      schedule: { hour: 23, minute: 45 },
      keep: 30,
    });
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backups.schedule).toBeUndefined();
    // Left empty, as .env.example leaves it: the default.
    expect(loadConfig({ BACKUP_SCHEDULE: '' }).backups.schedule).toEqual({ hour: 3, minute: 0 });
  });

  it('name the bad value and the form expected', () => {
    for (const bad of ['daily 24:00', 'daily 3', 'weekly 03:00', '0 3 * * *', '']) {
      expect(parseBackupSchedule(bad)).toHaveProperty('problem');
    }
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nightly', BACKUP_KEEP: '0' })).toThrow(ConfigError);
    try {
      loadConfig({ BACKUP_SCHEDULE: 'nightly', BACKUP_KEEP: '0' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^BACKUP_SCHEDULE: must be "daily HH:MM".*or "off", not "nightly"$/),
        'BACKUP_KEEP: must be a whole number from 1 to 1000',
      ]);
    }
  });

  it("names the latest run at or before now in the server's time zone", () => {
    const at = (h: number, m: number, day = 7) => new Date(2026, 11, day, h, m);
    const daily3 = { hour: 3, minute: 0 };
    expect(latestSlot(daily3, at(3, 0))).toBe('2026-12-07T03:00');
    expect(latestSlot(daily3, at(23, 59))).toBe('2026-12-07T03:00');
    expect(latestSlot(daily3, at(2, 59))).toBe('2026-12-06T03:00');
    expect(latestSlot(daily3, at(0, 30, 1))).toBe('2026-11-30T03:00');
  });
});
