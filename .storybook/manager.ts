import { addons, experimental_getStatusStore } from 'storybook/manager-api';
import type { StoryStatus } from '../scripts/storyStatus.mjs';
import { brandTheme } from './brandTheme';

addons.setConfig({ theme: brandTheme });

const checkNames = {
  interactions: 'its play function',
  accessibility: 'accessibility (axe)',
  picture: 'its picture against the baseline',
  layout: 'its width (it scrolled sideways)',
} as const;

/**
 * Each story's result in the last whole test run (scripts/storyStatus.mjs), beside it in the sidebar: a story
 * that passed its play function, axe and its picture, or what failed. A build no test run has looked at shows
 * nothing (the file is not there).
 */
async function showLastTestRun() {
  const response = await fetch('story-status.json').catch(() => null);
  if (!response?.ok) return;
  const run = (await response.json()) as StoryStatus;
  const when = new Date(run.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const of = `the test run of ${when}${run.commit ? ` (commit ${run.commit})` : ''}`;
  experimental_getStatusStore('novaweb/last-test-run').set(
    Object.entries(run.stories).map(([storyId, result]) => ({
      storyId,
      typeId: 'novaweb/last-test-run',
      value: result.status === 'passed' ? 'status-value:success' : 'status-value:error',
      title: 'Last test run',
      description:
        result.status === 'passed'
          ? `Passed its play function, accessibility (axe) and its picture in ${of}.`
          : `Failed ${checkNames[result.check]} in ${of}: ${result.message}`,
    })),
  );
}

void showLastTestRun();
