import enUS from 'antd/es/date-picker/locale/en_US';
import dayjs from 'dayjs';

type PickerLocale = typeof enUS;

const cache = new Map<number, PickerLocale>();

/**
 * antd's picker locale (US English) whose calendar weeks start on `weekStart` (0 Sunday … 6 Saturday), so
 * the calendar's rows are the portal's weeks. rc-picker reads the first day from the dayjs locale its
 * `lang.locale` names: one dayjs locale per start day is registered (not made global) on first use.
 */
export function pickerLocaleStartingOn(weekStart: number): PickerLocale {
  const known = cache.get(weekStart);
  if (known) return known;
  const name = `tallyweek${weekStart}`;
  const english = dayjs.Ls.en ?? { name: 'en' };
  dayjs.locale({ ...english, name, weekStart } as ILocale, undefined, true);
  const locale: PickerLocale = { ...enUS, lang: { ...enUS.lang, locale: name } };
  cache.set(weekStart, locale);
  return locale;
}
