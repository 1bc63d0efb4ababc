// The printed day plan as HTML: one A4 landscape sheet per branch office, ramps by hours, each reservation with its
// time, carrier, plates, order numbers and status in words (black and white printers lose colour), in the reader's
// language (messages: print.sheet; the caller hands in the translator, lib/i18n/translate.ts). The print page
// shows this markup and the server hands the same to Chromium for the PDF: a route handler runs in React's server
// layer, where react-dom/server is not available, so the sheet is a string built here, every value escaped.
import type { DayPlan } from '../contract';
import type { Locale } from '@/lib/contracts';
import { formatInZone, LOCALE_FORMATS } from '@/lib/i18n';
import { DAY_PLAN_NO_STATUS, layOutDayPlanSheet, type DayPlanItem, type DayPlanSheet } from './lay-out-day-plan';
import type { Words } from '@/lib/i18n';

/** Sheet geometry: A4 landscape less the page margin on every side. */
export const DAY_PLAN_PAGE = { widthMm: 297, heightMm: 210, marginMm: 8 } as const;
const SHEET_W = DAY_PLAN_PAGE.widthMm - 2 * DAY_PLAN_PAGE.marginMm;
// A millimetre short of the printable height: rounding in the print engine must never push a sheet onto a second
// page.
const SHEET_H = DAY_PLAN_PAGE.heightMm - 2 * DAY_PLAN_PAGE.marginMm - 1;

/**
 * The plan's stylesheet: paper on screen, exact sheets in print. Class names start with dp- so nothing else is
 * touched.
 */
export const DAY_PLAN_CSS = [
  '',
  `@page { size: A4 landscape; margin: ${DAY_PLAN_PAGE.marginMm}mm; }`,
  `.dp-root { color: #000; ` +
    `font-family: "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif; line-height: 1.2; }`,
  `.dp-paper { box-sizing: border-box; width: ${DAY_PLAN_PAGE.widthMm}mm; ` +
    `height: ${DAY_PLAN_PAGE.heightMm}mm; padding: ${DAY_PLAN_PAGE.marginMm}mm; ` +
    `margin: 0 auto 10mm; background: #fff; box-shadow: 0 1px 6px rgba(0, 0, 0, 0.35); }`,
  `.dp-sheet { width: ${SHEET_W}mm; height: ${SHEET_H}mm; overflow: hidden; }`,
  `.dp-fit { width: ${SHEET_W}mm; transform-origin: 0 0; }`,
  `.dp-head { display: flex; justify-content: space-between; align-items: flex-end; ` +
    `gap: 6mm; border-bottom: 1.2pt solid #000; padding-bottom: 1.5mm; margin-bottom: 2mm; }`,
  `.dp-title { margin: 0; font-size: 15pt; font-weight: 700; }`,
  `.dp-date { margin: 0.5mm 0 0; font-size: 10.5pt; }`,
  `.dp-meta { display: grid; grid-template-columns: auto auto; column-gap: 3mm; ` +
    `row-gap: 0.3mm; margin: 0; font-size: 7.5pt; text-align: left; }`,
  `.dp-meta dt { font-weight: 700; }`,
  `.dp-meta dd { margin: 0; }`,
  `.dp-note { margin: 0 0 1.5mm; font-size: 7.5pt; font-weight: 700; }`,
  `.dp-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 7pt; }`,
  `.dp-table th, .dp-table td { border: 0.5pt solid #000; padding: 0.5mm; ` +
    `vertical-align: top; text-align: left; overflow-wrap: anywhere; }`,
  `.dp-table thead th { font-size: 7.5pt; background: #e4e4e7; }`,
  `.dp-table tbody td:nth-child(even) { background: #f4f4f5; }`,
  `.dp-ramp { width: 23mm; }`,
  `.dp-short { display: block; font-size: 8.5pt; font-weight: 700; }`,
  `.dp-name, .dp-count { display: block; font-weight: 400; }`,
  `.dp-count { font-size: 6.5pt; }`,
  `.dp-item { border: 0.7pt solid #000; border-radius: 0.8mm; padding: 0.3mm 0.6mm; ` +
    `margin-bottom: 0.5mm; background: #fff; break-inside: avoid; }`,
  `.dp-item:last-child { margin-bottom: 0; }`,
  `.dp-item.dp-pending { border-style: dashed; }`,
  `.dp-item.dp-rejected, .dp-item.dp-other { border-style: dotted; color: #3f3f46; }`,
  `.dp-item.dp-rejected .dp-time { text-decoration: line-through; }`,
  `.dp-time { font-weight: 700; }`,
  `.dp-status { font-size: 0.85em; text-transform: uppercase; letter-spacing: 0.02em; }`,
  `.dp-foot { display: flex; justify-content: space-between; gap: 4mm; margin-top: 1.5mm; font-size: 6.5pt; }`,
  `@media print {`,
  `  html, body { background: #fff !important; color: #000 !important; }`,
  `  .dp-paper { width: auto; height: auto; padding: 0; margin: 0; box-shadow: none; break-after: page; }`,
  `  .dp-paper:last-child { break-after: auto; }`,
  `  .no-print { display: none !important; }`,
  `}`,
  '',
].join('\n');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values, escaped for HTML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STATUS_WORD: Record<DayPlanItem['tone'], string> = {
  Approved: 'approved',
  Pending: 'pending',
  Rejected: 'rejected',
  Other: 'other',
};

/**
 * The plan's sheets, one per branch office, as the body of a page (the stylesheet is DAY_PLAN_CSS), in the reader's
 * language.
 */
export function renderDayPlanHtml(plan: DayPlan, words: Words<'print'>): string {
  const sheets = plan.branches.map((branch) => layOutDayPlanSheet(branch, plan.date, words.locale));
  const body = sheets.length
    ? sheets.map((sheet, i) => renderSheet(plan, sheet, i, sheets.length, words)).join('')
    : `<section class="dp-paper"><div class="dp-sheet">` +
      `<p class="dp-note">${escapeHtml(words.t('sheet.noBranches'))}</p></div></section>`;
  return `<div class="dp-root" data-day-plan="${escapeHtml(plan.date)}">${body}</div>`;
}

/** A whole document for Chromium: nothing in it may load or run (the CSP allows inline styles only). */
export function renderDayPlanDocument(plan: DayPlan, words: Words<'print'>): string {
  return [
    `<!doctype html><html lang="${escapeHtml(words.locale)}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(words.t('sheet.documentTitle', { date: plan.date }))}</title>`,
    `<style>${DAY_PLAN_CSS}body { margin: 0; }</style></head>`,
    `<body>${renderDayPlanHtml(plan, words)}</body></html>`,
  ].join('');
}

/** A status as the sheet's select takes it: "none" for a reservation without one. */
const statusValue = (status: string) => (status === '' || status === DAY_PLAN_NO_STATUS ? 'none' : status);

function renderSheet(plan: DayPlan, sheet: DayPlanSheet, index: number, count: number, words: Words<'print'>): string {
  const { branch, columns, rows } = sheet;
  const { t, locale } = words;
  const e = escapeHtml;
  const zone = branch.zoneIsBranchOwn ? branch.timeZone : t('sheet.zoneNotOwn', { zone: branch.timeZone });
  const statusLine = sheet.byStatus
    .map(([status, n]) =>
      t('sheet.statusCount', { count: n, status: statusValue(status), label: status.toLowerCase() }),
    )
    .join(', ');
  const notes: string[] = [];
  if (sheet.total === 0) notes.push(t('sheet.noReservations'));
  if (sheet.dayHours !== 24) notes.push(t('sheet.clockChange', { hours: sheet.dayHours }));
  if (plan.stale)
    notes.push(
      t('sheet.stale', {
        reason: plan.stale.message,
        since: plan.stale.since ? formatPrintedAt(plan.stale.since, branch.timeZone, locale) : 'none',
      }),
    );

  const hours = columns.map(
    (c) => `<th scope="col">${e(formatInZone(c.startUtc, branch.timeZone, locale, 'time'))}</th>`,
  );
  const head = `<tr><th scope="col" class="dp-ramp">${e(t('sheet.ramp'))}</th>${hours.join('')}</tr>`;
  const body = rows
    .map(
      (row) =>
        `<tr data-ramp-id="${e(row.id)}"><th scope="row"><span class="dp-short">${e(row.shortName)}</span>` +
        `<span class="dp-name">${e(row.name)}</span>` +
        `<span class="dp-count">${e(t('sheet.reservationCount', { count: row.count }))}</span></th>` +
        row.cells.map((cell) => `<td>${cell.map((item) => renderItem(item, words)).join('')}</td>`).join('') +
        '</tr>',
    )
    .join('');
  return (
    `<section class="dp-paper" aria-label="${e(t('sheet.label', { branch: branch.label }))}">` +
    `<div class="dp-sheet" data-day-plan-sheet="${e(branch.branchOfficeId)}"><div class="dp-fit" data-day-plan-fit>` +
    `<header class="dp-head"><div><h2 class="dp-title">${e(t('sheet.title', { branch: branch.label }))}</h2>` +
    `<p class="dp-date">${e(formatDay(plan.date, locale))}</p></div>` +
    `<dl class="dp-meta"><dt>${e(t('sheet.timesIn'))}</dt><dd>${e(zone)}</dd>` +
    `<dt>${e(t('sheet.reservations'))}</dt><dd>${sheet.total}${statusLine ? ` (${e(statusLine)})` : ''}</dd>` +
    `<dt>${e(t('sheet.printed'))}</dt>` +
    `<dd>${e(formatPrintedAt(plan.printedAt, branch.timeZone, locale))}</dd></dl></header>` +
    notes.map((n) => `<p class="dp-note">${e(n)}</p>`).join('') +
    `<table class="dp-table"><colgroup><col class="dp-ramp">${columns.map(() => '<col>').join('')}</colgroup>` +
    `<thead>${head}</thead><tbody>${body}</tbody></table>` +
    `<footer class="dp-foot"><span>${e(t('sheet.legend'))}</span>` +
    `<span>${e(t('sheet.sheetOf', { index: index + 1, count }))}</span></footer>` +
    `</div></div></section>`
  );
}

function renderItem(item: DayPlanItem, { t }: Words<'print'>): string {
  const e = escapeHtml;
  const { entry } = item;
  const lines = [
    `<div class="dp-time">${e(item.time)}</div>`,
    entry.carrier ? `<div class="dp-carrier">${e(entry.carrier)}</div>` : '',
    item.plates ? `<div class="dp-plates">${e(item.plates)}</div>` : '',
    entry.orderNumbers ? `<div class="dp-orders">${e(t('sheet.orders', { numbers: entry.orderNumbers }))}</div>` : '',
    `<div class="dp-status">${e(t('sheet.status', { status: statusValue(entry.status) }))}` +
      `${entry.reservationNumber ? ` · ${e(entry.reservationNumber)}` : ''}</div>`,
  ];
  const tone = STATUS_WORD[item.tone];
  return `<div class="dp-item dp-${tone}" data-reservation-id="${e(entry.id)}">${lines.join('')}</div>`;
}

// Dates as the language writes them on paper, through lib/i18n's table of languages: "Monday 23 November 2026",
// "pondělí 23. listopadu 2026". One formatter per language (and zone).
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
/** "Monday 23 November 2026" of a YYYY-MM-DD, or "pondělí 23. listopadu 2026". */
export function formatDay(date: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_FORMATS[locale].intl, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(Date.parse(`${date}T12:00:00Z`)).replace(',', '');
}

/** "23 Nov 2026, 21:40" in the zone; other languages their own day and time ("23. 11. 2026 21:40"). */
export function formatPrintedAt(iso: string, timeZone: string, locale: Locale): string {
  if (locale !== 'en') return formatInZone(iso, timeZone, locale, 'dayTime');
  return new Intl.DateTimeFormat(LOCALE_FORMATS.en.intl, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(Date.parse(iso));
}
