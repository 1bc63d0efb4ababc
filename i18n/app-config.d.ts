// Type-checks every translation key and argument against messages/en.json, the source of truth, and narrows
// next-intl's locale to the ones Slotboard has.
import type { Locale } from '@/lib/contracts';
import type messages from '@/messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
