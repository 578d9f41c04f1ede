import '../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import t from 'tap';
import { createI18n } from '../../../web/lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime, formatTime, useDateFormatters } from '../../../web/lib/time.ts';

// 29 March 2026, 23:30 UTC: already 30 March in Amsterdam (summer time, UTC+2).
const LATE_EVENING_UTC = Date.UTC(2026, 2, 29, 23, 30);
// 29 March 2026, 00:30 UTC: 01:30 in Amsterdam, still winter time (UTC+1).
const BEFORE_CLOCKS_CHANGE_UTC = Date.UTC(2026, 2, 29, 0, 30);

t.test('the product time zone is Europe/Amsterdam', async (t) => {
  t.equal(DEFAULT_TIME_ZONE, 'Europe/Amsterdam');
});

t.test('dates and times are shown in Amsterdam time, whatever the device zone', async (t) => {
  t.equal(formatDate(LATE_EVENING_UTC, 'en-GB'), '30 March 2026');
  t.equal(formatTime(LATE_EVENING_UTC, 'en-GB'), '01:30');
  t.equal(formatTime(BEFORE_CLOCKS_CHANGE_UTC, 'en-GB'), '01:30');
  t.equal(formatTime(new Date(BEFORE_CLOCKS_CHANGE_UTC).toISOString(), 'en-GB'), '01:30', 'ISO text works too');
});

t.test('the locale decides the words and the clock', async (t) => {
  t.equal(formatDate(LATE_EVENING_UTC, 'nl-NL'), '30 maart 2026');
  t.equal(formatDate(LATE_EVENING_UTC, 'de-AT'), '30. März 2026');
  t.match(formatTime(LATE_EVENING_UTC, 'en-US'), /^1:30\sAM$/);
  t.match(formatDateTime(LATE_EVENING_UTC, 'en-GB'), /30 March 2026.*01:30/);
  t.equal(formatDate(LATE_EVENING_UTC, 'en-GB', { dateStyle: 'short' }), '30/03/2026');
});

function Shown() {
  const { formatDate, formatTime } = useDateFormatters();
  return <p>{`${formatDate(LATE_EVENING_UTC)} ${formatTime(LATE_EVENING_UTC)}`}</p>;
}

t.test('the hook formats in the locale the page is rendered in', async (t) => {
  render(
    <I18nProvider i18n={createI18n('fr-FR', {})}>
      <Shown />
    </I18nProvider>,
  );
  t.equal(screen.getByRole('paragraph').textContent, '30 mars 2026 01:30');
});
