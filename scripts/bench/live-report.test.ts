import { describe, expect, it } from 'vitest';
import { formatTable, formatTapTable, isJavaScript, jsTotals, median, overBudget, summarize, summarizeTaps, tapsOverBudget } from './live-report.ts';

describe('median', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([1300, 900, 1100])).toBe(1100);
    expect(median([1000, 1400, 1200, 1100])).toBe(1150);
  });

  it('counts a run that never got there as the slowest', () => {
    expect(median([1200, null, 1000])).toBe(1200);
    expect(median([null, 1000, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('isJavaScript', () => {
  it('knows scripts by their URL or their content type, and leaves the service worker out', () => {
    expect(isJavaScript({ name: 'http://127.0.0.1:4190/assets/index-abc.js' })).toBe(true);
    expect(isJavaScript({ name: 'http://127.0.0.1:4190/assets/chunk.mjs?v=1' })).toBe(true);
    expect(isJavaScript({ name: 'http://127.0.0.1:4190/api/script', contentType: 'text/javascript' })).toBe(true);
    expect(isJavaScript({ name: 'http://127.0.0.1:4190/sw.js', contentType: 'text/javascript' })).toBe(false);
    expect(isJavaScript({ name: 'http://127.0.0.1:4190/assets/style.css', contentType: 'text/css' })).toBe(false);
    expect(isJavaScript({ name: 'http://127.0.0.1:4190/media/a.webp' })).toBe(false);
  });
});

describe('jsTotals', () => {
  it('adds up the transfer size of the scripts only', () => {
    const entries = [
      { name: 'http://h/assets/a.js', encodedBodySize: 1000 },
      { name: 'http://h/assets/b.js', encodedBodySize: 24 },
      { name: 'http://h/assets/a.css', encodedBodySize: 5000 },
    ];
    expect(jsTotals(entries)).toEqual({ jsBytes: 1024, jsRequests: 2 });
  });
});

describe('summarize and overBudget', () => {
  const runs = [
    { firstPaintMs: 800, liveMs: 2000, jsBytes: 100 * 1024, jsRequests: 10, repeatLiveMs: 700 },
    { firstPaintMs: 900, liveMs: 1800, jsBytes: 100 * 1024, jsRequests: 10, repeatLiveMs: null },
    { firstPaintMs: 1200, liveMs: 2100, jsBytes: 100 * 1024, jsRequests: 12, repeatLiveMs: 650 },
  ];

  it('takes the median of each figure on its own', () => {
    expect(summarize(runs)).toEqual({ firstPaintMs: 900, liveMs: 2000, jsBytes: 100 * 1024, jsRequests: 10, repeatLiveMs: 700 });
  });

  it('names the figures over budget, and a control that never became live', () => {
    expect(overBudget(summarize(runs))).toEqual(['liveMs']);
    expect(overBudget({ firstPaintMs: 1000, liveMs: null, jsBytes: 151 * 1024, jsRequests: 3, repeatLiveMs: 900 })).toEqual(['liveMs', 'jsBytes']);
    expect(overBudget({ firstPaintMs: 900, liveMs: 1200, jsBytes: 100 * 1024, jsRequests: 3, repeatLiveMs: 1100 })).toEqual(['repeatLiveMs']);
    // A repeat visit the service worker did not serve is "never", and over budget.
    expect(overBudget({ firstPaintMs: 900, liveMs: 1200, jsBytes: 100 * 1024, jsRequests: 3, repeatLiveMs: null })).toEqual(['repeatLiveMs']);
  });

  it('judges a figure as the table shows it', () => {
    expect(overBudget({ firstPaintMs: 1004, liveMs: 1200, jsBytes: 150 * 1024 + 40, jsRequests: 3, repeatLiveMs: 1004 })).toEqual([]);
    expect(overBudget({ firstPaintMs: 1006, liveMs: 1200, jsBytes: 150 * 1024 + 60, jsRequests: 3, repeatLiveMs: 1006 })).toEqual([
      'firstPaintMs',
      'jsBytes',
      'repeatLiveMs',
    ]);
  });
});

describe('formatTable', () => {
  it('prints the budgets above a Markdown table and marks the figures over budget', () => {
    const table = formatTable(
      [
        { path: '/', summary: { firstPaintMs: 850, liveMs: 1920, jsBytes: 130 * 1024, jsRequests: 14, repeatLiveMs: 640 } },
        { path: '/shop', summary: { firstPaintMs: 1100, liveMs: null, jsBytes: 160 * 1024, jsRequests: 20, repeatLiveMs: 1250 } },
      ],
      3,
    );
    expect(table.split('\n')).toEqual([
      'Median of 3 cold and 3 repeat runs. Budgets: first paint ≤ 1.0 s · controls live ≤ 1.9 s (goal 1.6 s) · JS ≤ 150 KB (goal 120 KB) · live on a repeat visit ≤ 1.0 s · ✗ over budget',
      '',
      '| page | first paint | controls live | JS (gzip KB) | JS requests | repeat visit: live |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      '| / | 0.85 s | 1.92 s ✗ | 130.0 KB | 14 | 0.64 s |',
      '| /shop | 1.10 s ✗ | never ✗ | 160.0 KB ✗ | 20 | 1.25 s ✗ |',
    ]);
  });
});

describe('taps right after the first paint', () => {
  it('measures the effect from the tap and from the moment the page went live', () => {
    const summary = summarizeTaps([
      { tapMs: 1000, hydratedMs: 2000, effectMs: 2100 },
      { tapMs: 1100, hydratedMs: 2200, effectMs: 2400 },
      { tapMs: 900, hydratedMs: 1900, effectMs: 2050 },
    ]);
    expect(summary).toEqual({ tapMs: 1000, effectAfterTapMs: 1150, effectAfterLiveMs: 150, beforeLive: 3, lostShare: 0, runs: 3 });
    expect(tapsOverBudget(summary)).toEqual([]);
  });

  it('counts a tap whose effect never came as lost, and over budget', () => {
    const summary = summarizeTaps([
      { tapMs: 1000, hydratedMs: 2000, effectMs: null },
      { tapMs: 1000, hydratedMs: 2000, effectMs: 2100 },
    ]);
    expect(summary.lostShare).toBe(0.5);
    expect(tapsOverBudget(summary)).toContain('lostShare');
  });

  it('measures from the tap when the page was already live', () => {
    expect(summarizeTaps([{ tapMs: 3000, hydratedMs: 2000, effectMs: 3100 }])).toMatchObject({ effectAfterLiveMs: 100, beforeLive: 0 });
  });

  it('marks a slow effect in the table', () => {
    const summary = summarizeTaps([{ tapMs: 1000, hydratedMs: 2000, effectMs: 2500 }]);
    const table = formatTapTable([{ path: '/', tap: 'hero button', effect: 'dialog open', summary }], 1);
    expect(table).toContain('| / | hero button | dialog open | 1.00 s | 1/1 | 1.50 s | 0.50 s ✗ | 0 % |');
  });
});
