import { useEffect, useState } from 'react';
import type {
  ChangelogEntry,
  PictureChange,
  VisualChangelog as Changelog,
} from '../../scripts/visualChangelog.mjs';

/** A story's title and name from the build's index (`index.json`), by id. */
type StoryNames = Record<string, { title: string; name: string }>;

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; changelog: Changelog; stories: StoryNames };

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' });

async function load(): Promise<Loaded> {
  const [changelogAnswer, indexAnswer] = await Promise.all([
    fetch('visual-changelog/index.json'),
    fetch('index.json'),
  ]);
  if (!changelogAnswer.ok) {
    return {
      state: 'failed',
      message: `The changelog was not built with this Storybook (${changelogAnswer.status}).`,
    };
  }
  const changelog = (await changelogAnswer.json()) as Changelog;
  const index = indexAnswer.ok
    ? ((await indexAnswer.json()) as {
        entries: Record<string, { type: string; title: string; name: string }>;
      })
    : { entries: {} };
  const stories: StoryNames = Object.fromEntries(
    Object.entries(index.entries)
      .filter(([, entry]) => entry.type === 'story')
      .map(([id, entry]) => [id, { title: entry.title, name: entry.name }]),
  );
  return { state: 'ready', changelog, stories };
}

/**
 * Introduction's Visual changelog (stories/VisualChangelog.mdx): each of the latest commits that changed the
 * committed pictures of stories, newest first, with what it says it did and each picture before and after, each
 * linked to its story. Made by scripts/visualChangelog.mjs when the Storybook is built.
 */
export function VisualChangelog() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    load().then(setLoaded, (error: unknown) =>
      setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  if (loaded.state === 'loading') return <p role="status">Reading the changelog…</p>;
  if (loaded.state === 'failed') return <p role="alert">{loaded.message}</p>;
  const { changelog, stories } = loaded;
  if (changelog.unavailable) {
    return <p role="status">No changelog in this build: {changelog.unavailable}.</p>;
  }
  if (changelog.changes.length === 0) return <p role="status">No commit has changed a picture yet.</p>;
  // A day's commits are read as one release (work lands several times a day).
  const days = new Map<string, ChangelogEntry[]>();
  for (const entry of changelog.changes) {
    const day = dayFormat.format(new Date(entry.date));
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return (
    <>
      {[...days].map(([day, entries]) => (
        <section key={day} aria-label={day}>
          <h2>{day}</h2>
          {entries.map((entry) => (
            <Entry key={entry.commit} entry={entry} stories={stories} />
          ))}
        </section>
      ))}
    </>
  );
}

function Entry({ entry, stories }: { entry: ChangelogEntry; stories: StoryNames }) {
  const counts = (['changed', 'added', 'removed'] as const)
    .map((change) => [entry.pictures.filter((picture) => picture.change === change).length, change] as const)
    .filter(([count]) => count > 0)
    .map(([count, change]) => `${count} ${change}`);
  if (entry.renamed > 0) counts.push(`${entry.renamed} renamed with their stories`);
  const pictured = entry.pictures.filter((picture) => picture.pictured);
  const listed = entry.pictures.filter((picture) => !picture.pictured);
  return (
    <section aria-labelledby={`change-${entry.commit}`} style={{ marginBlock: '2rem' }}>
      <h3 id={`change-${entry.commit}`}>
        {timeFormat.format(new Date(entry.date))} UTC · commit <code>{entry.commit.slice(0, 7)}</code>
      </h3>
      <p>{entry.subject}</p>
      <p>
        <strong>Pictures: {counts.join(', ')}.</strong>
      </p>
      {pictured.map((picture) => (
        <PictureBeforeAfter
          key={`${picture.storyId}-${picture.width ?? ''}`}
          picture={picture}
          stories={stories}
        />
      ))}
      {listed.length > 0 && (
        <>
          <p>Older than this page pictures, listed by story:</p>
          <ul>
            {listed.map((picture) => (
              <li key={`${picture.storyId}-${picture.width ?? ''}`}>
                <StoryLink picture={picture} stories={stories} /> ({picture.change})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function StoryLink({ picture, stories }: { picture: PictureChange; stories: StoryNames }) {
  const story = stories[picture.storyId];
  const label = `${story ? `${story.title} › ${story.name}` : picture.storyId}${picture.width ? ` at ${picture.width} px` : ''}`;
  // A story removed since has no page to go to.
  if (!story) return <span>{label} (no longer a story)</span>;
  return (
    <a href={`./?path=/story/${picture.storyId}`} target="_top">
      {label}
    </a>
  );
}

const frame = {
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
} as const;

function PictureBeforeAfter({ picture, stories }: { picture: PictureChange; stories: StoryNames }) {
  const side = (blob: string | null, when: 'Before' | 'After') => (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{when}</figcaption>
      {blob ? (
        <img
          src={`visual-changelog/${blob}.png`}
          alt={`The story ${when.toLowerCase()} the change`}
          loading="lazy"
          style={{ maxWidth: '100%', height: 'auto', border: '1px solid #cbd5e1' }}
        />
      ) : (
        <p>{when === 'Before' ? 'No picture: a new story.' : 'No picture: the story was removed.'}</p>
      )}
    </figure>
  );
  return (
    <div style={{ marginBlock: '1.5rem' }}>
      <h4>
        <StoryLink picture={picture} stories={stories} />
      </h4>
      <div style={frame}>
        {side(picture.before, 'Before')}
        {side(picture.after, 'After')}
      </div>
    </div>
  );
}
