/**
 * Today in Paris, without zod: the pages that only need the day (« Tournée du jour ») import it from here;
 * request-fields.ts re-exports it for the forms.
 */
/** Built at first use (an Intl formatter costs a phone tens of milliseconds on a page's first load). */
let parisDay: Intl.DateTimeFormat | undefined;

/** Today in Paris as "YYYY-MM-DD", whatever the time zone of the browser or the server. */
export function parisToday(now: Date = new Date()): string {
  parisDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const formatter = parisDay;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
