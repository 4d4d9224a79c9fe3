import { getContrastRatio } from '@mui/material/styles';
import { CALENDAR_COLORS } from '@keel/contracts/calendar-constants';
import { describe, expect, it } from 'vitest';
import { eventTextColor } from './calendar-event-text.ts';

describe('eventTextColor', () => {
  it.each(CALENDAR_COLORS)('reads at 4.5:1 or more on %s', (color) => {
    expect(getContrastRatio(eventTextColor(color), color)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white on dark colours and turns dark on the error red', () => {
    expect(eventTextColor('#7635DC')).toBe('#FFFFFF');
    expect(eventTextColor('#FF5630')).not.toBe('#FFFFFF');
  });
});
