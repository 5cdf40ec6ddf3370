import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import { MEETING_RULES, MeetingMoveRequestSchema, MeetingTimesSchema } from './meeting.js';

describe('MeetingTimesSchema', () => {
  it('takes one to three different wall-clock times', () => {
    const times = ['2026-12-12T11:00', '2026-12-13T15:30'];
    expect(accepted(MeetingTimesSchema, times)).toEqual(times);
    expect(refusedPaths(MeetingTimesSchema, [])).toEqual([[]]);
    const tooMany = Array.from({ length: MEETING_RULES.maxProposals + 1 }, (_, i) => `2026-12-1${i}T11:00`);
    expect(refusedPaths(MeetingTimesSchema, tooMany)).toEqual([[]]);
    expect(refusedPaths(MeetingTimesSchema, ['2026-12-12T11:00', '2026-12-12T11:00'])).toEqual([[]]);
  });

  it('refuses a time with an offset, seconds or no time of day', () => {
    for (const time of ['2026-12-12T11:00Z', '2026-12-12T11:00:00', '2026-12-12', 'Saturday 11:00'])
      expect(refusedPaths(MeetingTimesSchema, [time])).toEqual([[0]]);
  });
});

describe('MeetingMoveRequestSchema', () => {
  it('proposes times (with a new place, trimmed) or accepts one', () => {
    expect(
      accepted(MeetingMoveRequestSchema, {
        action: 'propose',
        times: ['2026-12-12T11:00'],
        place: ' Central Station ',
      }),
    ).toEqual({ action: 'propose', times: ['2026-12-12T11:00'], place: 'Central Station' });
    expect(accepted(MeetingMoveRequestSchema, { action: 'accept', time: '2026-12-12T11:00' })).toEqual({
      action: 'accept',
      time: '2026-12-12T11:00',
    });
  });

  it('refuses a move without what it needs, a place too short to find, and an unknown action', () => {
    expect(refusedPaths(MeetingMoveRequestSchema, { action: 'propose' })).toEqual([['times']]);
    expect(refusedPaths(MeetingMoveRequestSchema, { action: 'accept' })).toEqual([['time']]);
    expect(
      refusedPaths(MeetingMoveRequestSchema, { action: 'propose', times: ['2026-12-12T11:00'], place: 'x' }),
    ).toEqual([['place']]);
    expect(refusedPaths(MeetingMoveRequestSchema, { action: 'reschedule' })).toEqual([['action']]);
  });
});
