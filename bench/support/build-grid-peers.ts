// The open-source schedulers the grid bench compares against, each bundled into one page fed window.__DATA__ (the
// very ramps and reservations our grid drew). They live in bench/peer, a package of its own (react-calendar-timeline
// needs React 18, @event-calendar/core brings Svelte 5), installed on first use; PEER_DIR points elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface GridPeer {
  /** As the table names it. */
  label: string;
  /** The page: the peer's CSS and bundle around the data. */
  html(data: unknown): string;
  /** One of its drawn reservations; more than 100 of them means it has drawn the week. */
  itemSelector: string;
  /** The elements it scrolls vertically and horizontally (the same for a single scroller). */
  scrollY: string;
  scrollX: string;
}

/** Height of the peers' calendars, px: about what our grid's scroller gets in the same 1440 × 900 window. */
const HEIGHT = 760;

// Each entry maps the data's fields onto the peer's own, sets the same axis (the generated week, 32 px an hour, as
// our grid at zoom=60) and turns on moving and resizing, as ours has.
const SOURCES = {
  'react-calendar-timeline': {
    check: 'react-calendar-timeline',
    css: 'react-calendar-timeline/lib/Timeline.css',
    itemSelector: '.rct-item',
    scrollY: '#root',
    scrollX: '.rct-scroll',
    entry: [
      `import Timeline from 'react-calendar-timeline';`,
      `import moment from 'moment';`,
      `import { createRoot } from 'react-dom/client';`,
      `const d = window.__DATA__;`,
      `const groups = d.resources.map((r) => ({ id: r.Id, title: r.ShortName + ' ' + r.ResourceNameLocalized }));`,
      `const items = d.reservations.map((r) => ({ id: r.Id, group: r.ResourceId, ` +
        `title: r.ReservationNumber + ' · ' + r.Carrier, start_time: Date.parse(r.StartUtc), ` +
        `end_time: Date.parse(r.EndUtc) }));`,
      `window.__PEER_ITEMS = items.length;`,
      `document.getElementById('root').style.cssText = 'height:${HEIGHT}px;overflow:auto';`,
      `// It draws the span between these edges across its width (38 hours, what our grid shows at once) ` +
        `and scrolls on from`,
      `// there.`,
      `createRoot(document.getElementById('root')).render(`,
      `  <Timeline groups={groups} items={items} defaultTimeStart={moment(d.from)} ` +
        `defaultTimeEnd={moment(d.from + 38 * 3600000)} sidebarWidth={208} lineHeight={56} itemHeightRatio={0.75} ` +
        `canMove canResize="right" stackItems={false} />,`,
      `);`,
    ].join('\n'),
  },
  '@event-calendar/core resource timeline': {
    check: '@event-calendar/core',
    css: '@event-calendar/core/dist/index.css',
    itemSelector: '.ec-event',
    scrollY: '.ec-main',
    scrollX: '.ec-main',
    entry: [
      `import { createCalendar, Interaction, ResourceTimeline } from '@event-calendar/core';`,
      `const d = window.__DATA__;`,
      `const resources = d.resources.map((r) => ({ id: r.Id, title: r.ShortName + ' ' + r.ResourceNameLocalized }));`,
      `const events = d.reservations.map((r) => ({ id: r.Id, resourceId: r.ResourceId, ` +
        `title: r.ReservationNumber + ' · ' + r.Carrier, start: new Date(Date.parse(r.StartUtc)), ` +
        `end: new Date(Date.parse(r.EndUtc)) }));`,
      `window.__PEER_ITEMS = events.length;`,
      `createCalendar(document.getElementById('root'), [ResourceTimeline, Interaction], {`,
      `  view: 'resourceTimelineWeek', date: new Date(d.from), firstDay: 1, height: '${HEIGHT}px', ` +
        `slotDuration: '01:00', slotWidth: 32,`,
      `  headerToolbar: { start: '', center: '', end: '' }, editable: true, resources, events,`,
      `});`,
    ].join('\n'),
  },
} as const;

export type GridPeerName = keyof typeof SOURCES;
export const GRID_PEERS = Object.keys(SOURCES) as GridPeerName[];

/** Every peer bundled, or a sentence saying which cannot be (the bench then fails, it never skips one). */
export async function buildGridPeers(root: string): Promise<Record<GridPeerName, GridPeer> | string> {
  const peerDir = process.env.PEER_DIR ?? path.join(root, 'bench/peer');
  const modules = path.join(peerDir, 'node_modules');
  const missing = () => GRID_PEERS.filter((name) => !existsSync(path.join(modules, SOURCES[name].check)));
  if (missing().length > 0 && !process.env.PEER_DIR) {
    console.log('installing the peer schedulers into bench/peer (once)…');
    spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peerDir, stdio: 'inherit' });
  }
  if (missing().length > 0) return `${missing().join(', ')} not installed in ${peerDir} (npm ci there)`;
  const { build } = await import('esbuild');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-peer-'));
  const out = {} as Record<GridPeerName, GridPeer>;
  for (const name of GRID_PEERS) {
    const source = SOURCES[name];
    const entry = path.join(dir, `${source.check.replace(/\W/g, '-')}.jsx`);
    writeFileSync(entry, source.entry);
    const bundle = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      minify: true,
      format: 'iife',
      jsx: 'automatic',
      nodePaths: [modules],
      conditions: ['browser', 'production'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }).catch((error: Error) => error);
    if (bundle instanceof Error) return `${name} does not bundle: ${bundle.message.split('\n')[0]}`;
    const js = bundle.outputFiles[0]!.text;
    const css = readFileSync(path.join(modules, source.css), 'utf8');
    out[name] = {
      label: name,
      itemSelector: source.itemSelector,
      scrollY: source.scrollY,
      scrollX: source.scrollX,
      html: (data) =>
        `<!doctype html><html><head><style>${css} body{margin:0;font-family:sans-serif}</style></head><body><div ` +
        `id="root"></div><script>window.__DATA__=${JSON.stringify(data).replace(/</g, '\\u003c')}` +
        `</script><script>${js}</script></body></html>`,
    };
  }
  return out;
}
