// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../test/in-english';
import { ActivityChart } from './components/activity-chart';

/** Issue 42 item 13: the admin dashboard's 30-day chart says what its y-axis counts. */
describe('the 30-day activity chart', () => {
  it('labels the 30-day chart’s y-axis with what it counts and its scale', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      signUps: i === 3 ? 7 : 1,
      listings: 2,
    }));
    render(<ActivityChart days={days} />, inEnglish);
    expect(screen.getByTestId('activity-chart-y-label').textContent).toBe('Count per day');
    expect(screen.getAllByTestId('activity-chart-y-tick').map((tick) => tick.textContent)).toEqual([
      '10',
      '5',
      '0',
    ]);
  });
});
