// How the shop writes an instant for people: in India's time (Asia/Kolkata), whatever the
// zone of the machine that renders it, with the zone named where the time of day is shown.

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** '24 Nov 2026, 12:00 am IST' for 2026-11-23T18:30:00Z. */
export const formatIndiaDateTime = (iso: string) => `${dateTime.format(new Date(iso))} IST`;

/** '24 November 2026': the day in India an instant falls on. */
export const formatIndiaDate = (iso: string) => longDate.format(new Date(iso));

/** '24 Nov': the day in India, short. */
export const formatIndiaDay = (iso: string) => shortDay.format(new Date(iso));
