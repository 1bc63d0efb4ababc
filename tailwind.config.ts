// Loaded from app/globals.css with @config. Tailwind 4 reads theme tokens from CSS first; this file
// holds the few design tokens shared with non-CSS code (status colours are also used in legends).
import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './features/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        approved: { DEFAULT: '#15803d', soft: '#dcfce7' },
        pending: { DEFAULT: '#b45309', soft: '#fef3c7' },
        rejected: { DEFAULT: '#b91c1c', soft: '#fee2e2' },
      },
    },
  },
};

export default config;
