// Public entry of lib/i18n: which language a request gets, how each language writes dates, times and numbers, and what
// an error is called. Browser-safe. The list of languages is lib/contracts' LOCALES; the words are messages/*.json.
export { chooseLocale, matchAcceptLanguage, parseAcceptLanguage } from './choose-locale';
export { describeError, type ErrorDescription } from './describe-error';
export {
  formatInZone,
  formatNumber,
  formatTimeAgo,
  JUST_NOW_MS,
  LOCALE_FORMATS,
  WEEK_STARTS_ON,
  type DatePattern,
  type LocaleFormat,
} from './locale-formats';
export {
  describeIssue,
  sayIssue,
  type IssueDescription,
  type IssueLike,
  type ValidationTranslator,
} from './describe-issue';
export type { Translate, Words } from './translate';
