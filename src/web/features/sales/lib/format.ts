// How the sales summary writes days and counts.

// Days arrive as India's calendar days ('2026-11-24'): read and written in UTC so that the
// operator's own time zone cannot move them.
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '24 Nov' */
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
/** 'Tue, 24 Nov' */
export const longDayLabel = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** '1 order', '3 orders' */
export const ordersText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'order' : 'orders'}`;
