import { describe, expect, it } from 'vitest';
import { failedCheck, storyStatuses } from '../../scripts/storyStatus.mjs';

const index = {
  entries: {
    'blocks-hero--swedish': {
      type: 'story',
      id: 'blocks-hero--swedish',
      title: 'Blocks/Hero',
      name: 'Swedish',
    },
    'blocks-hero--docs': { type: 'docs', id: 'blocks-hero--docs', title: 'Blocks/Hero', name: 'Docs' },
    'pages-home--swedish': { type: 'story', id: 'pages-home--swedish', title: 'Pages/Home', name: 'Swedish' },
    'admin-parts-dialog--open': {
      type: 'story',
      id: 'admin-parts-dialog--open',
      title: 'Admin/Parts/Dialog',
      name: 'Open',
    },
  },
};

/** A Playwright JSON report as the visual layer writes it: specs in a file's suite. */
const reportOf = (specs: { title: string; status: string; message?: string }[]) => ({
  suites: [
    {
      title: 'stories.spec.ts',
      specs: specs.map(({ title, status, message }) => ({
        title,
        tests: [{ status, results: [{ error: message ? { message } : undefined }] }],
      })),
    },
  ],
});

describe("the stories' statuses for the Storybook", () => {
  it('gives each story of a whole run its result, a page story failed when either width failed', () => {
    const status = storyStatuses(
      reportOf([
        { title: 'Blocks/Hero › Swedish', status: 'flaky' },
        { title: 'Pages/Home › Swedish at 375 px', status: 'expected' },
        {
          title: 'Pages/Home › Swedish at 1280 px',
          status: 'unexpected',
          message:
            '\u001b[2mexpect(\u001b[22mpage).toHaveScreenshot(expected)\n\n  1200 pixels (ratio 0.01) are different',
        },
        {
          title: 'Admin/Parts/Dialog › Open',
          status: 'unexpected',
          message:
            'Error: admin-parts-dialog--open: its play function or axe\n- Expected\n+ "a11y: color-contrast (serious)"',
        },
      ]),
      index,
      { at: '2026-12-05T09:30:00.000Z', commit: 'abc1234' },
    );
    expect(status).toEqual({
      at: '2026-12-05T09:30:00.000Z',
      commit: 'abc1234',
      passed: 1,
      failed: 2,
      stories: {
        'blocks-hero--swedish': { status: 'passed' },
        'pages-home--swedish': {
          status: 'failed',
          check: 'picture',
          message: 'expect(page).toHaveScreenshot(expected)',
        },
        'admin-parts-dialog--open': {
          status: 'failed',
          check: 'accessibility',
          message: 'Error: admin-parts-dialog--open: its play function or axe',
        },
      },
    });
  });

  it('tells which check failed from its message', () => {
    expect(failedCheck('blocks-hero--swedish is wider than the 375 px viewport')).toBe('layout');
    expect(failedCheck('the play function threw: TestingLibraryElementError')).toBe('interactions');
    expect(failedCheck('Screenshot comparison failed')).toBe('picture');
  });
});
