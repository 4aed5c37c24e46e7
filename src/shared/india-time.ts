import type { Language } from './languages.ts';
import { IST_OFFSET_MS } from './india-days.ts';

// How the shop writes an instant for people: in India's time (Asia/Kolkata), whatever the
// zone of the machine that renders it, with the zone named where the time of day is shown, in
// the page's (or e-mail's) language. Hindi and Odia months come from the tables below, not from
// Intl: the server and the browser must write a hydrated page alike, and a browser's locale data
// for Odia is not certain to be there.

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** Months in Hindi and Odia, as Indian papers and shops write them; in English, short. */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
  or: ['ଜାନୁଆରୀ', 'ଫେବୃଆରୀ', 'ମାର୍ଚ୍ଚ', 'ଅପ୍ରେଲ', 'ମେ', 'ଜୁନ', 'ଜୁଲାଇ', 'ଅଗଷ୍ଟ', 'ସେପ୍ଟେମ୍ବର', 'ଅକ୍ଟୋବର', 'ନଭେମ୍ବର', 'ଡିସେମ୍ବର'],
};

/**
 * The part of the day before a time, as Hindi and Odia say it ('शाम 4:30 बजे'; am and pm are
 * English), by the hour it starts at; and the zone, named first ('भारतीय समयानुसार', as papers
 * write it), so that a sentence may go on after the time ('… बजे तक').
 */
const DAY_PARTS: Record<Exclude<Language, 'en'>, { from: number; word: string }[]> = {
  hi: [
    { from: 0, word: 'रात' },
    { from: 4, word: 'सुबह' },
    { from: 12, word: 'दोपहर' },
    { from: 16, word: 'शाम' },
    { from: 20, word: 'रात' },
  ],
  or: [
    { from: 0, word: 'ରାତି' },
    { from: 4, word: 'ସକାଳ' },
    { from: 12, word: 'ଦିନ' },
    { from: 16, word: 'ସନ୍ଧ୍ୟା' },
    { from: 20, word: 'ରାତି' },
  ],
};
const CLOCK: Record<Exclude<Language, 'en'>, (dayPart: string, time: string) => string> = {
  hi: (dayPart, time) => `भारतीय समयानुसार ${dayPart} ${time} बजे`,
  or: (dayPart, time) => `ଭାରତୀୟ ସମୟ ଅନୁସାରେ ${dayPart} ${time}`,
};


/** The instant's day, month (0-11), year, hour and minute on India's clocks. */
function indiaClock(iso: string) {
  const india = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return { day: india.getUTCDate(), month: india.getUTCMonth(), year: india.getUTCFullYear(), hour: india.getUTCHours(), minute: india.getUTCMinutes() };
}

/** '24 Nov 2026, 12:00 am IST' for 2026-11-23T18:30:00Z; '24 नवंबर 2026, भारतीय समयानुसार रात 12:00 बजे' in Hindi. */
export function formatIndiaDateTime(iso: string, language: Language = 'en'): string {
  if (language === 'en') return `${dateTime.format(new Date(iso))} IST`;
  const { hour, minute } = indiaClock(iso);
  const dayPart = DAY_PARTS[language].findLast((part) => hour >= part.from)!.word;
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return `${formatIndiaDate(iso, language)}, ${CLOCK[language](dayPart, time)}`;
}

/** '24 November 2026': the day in India an instant falls on. */
export function formatIndiaDate(iso: string, language: Language = 'en'): string {
  if (language === 'en') return longDate.format(new Date(iso));
  const { day, month, year } = indiaClock(iso);
  return `${day} ${MONTHS[language][month]} ${year}`;
}

/** '24 Nov': the day in India, short. */
export function formatIndiaDay(iso: string, language: Language = 'en'): string {
  if (language === 'en') return shortDay.format(new Date(iso));
  const { day, month } = indiaClock(iso);
  return `${day} ${MONTHS[language][month]}`;
}

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
  or: ['ରବି', 'ସୋମ', 'ମଙ୍ଗଳ', 'ବୁଧ', 'ଗୁରୁ', 'ଶୁକ୍ର', 'ଶନି'],
};

/**
 * A calendar day, 'YYYY-MM-DD' (a date with no time of day: a delivery day, a rate's date), as
 * people write it: '28 Nov', with `weekday` 'Fri, 28 Nov' ('शुक्र, 28 नवंबर'), with `year`
 * '28 Nov 2026'.
 */
export function formatCalendarDay(day: string, language: Language, parts: { weekday?: boolean; year?: boolean } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  const dayAndMonth = `${date.getUTCDate()} ${MONTHS[language][date.getUTCMonth()]}`;
  return `${parts.weekday ? `${WEEKDAYS[language][date.getUTCDay()]}, ` : ''}${dayAndMonth}${parts.year ? ` ${date.getUTCFullYear()}` : ''}`;
}
