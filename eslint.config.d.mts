// Types for what lint-boundaries.test.ts reads from eslint.config.mjs.
export declare const LAYERS: string[][];
export declare const BROWSER: string[];
export declare const FEATURES: string[];
export declare const BOUNDARIES: {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}[];
declare const config: unknown;
export default config;
