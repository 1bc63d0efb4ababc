// Types for what test/i18n-lint.test.ts reads from the local ESLint plugin.
import type { ESLint } from 'eslint';
declare const plugin: ESLint.Plugin;
export default plugin;
