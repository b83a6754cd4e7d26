import {
  Canvas,
  Controls,
  Description,
  Primary,
  Stories,
  Story,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { fieldSpec } from '../../shared/blocks/fields';
import { blockTypes, type BlockType } from '../../shared/blocks/registry';
import { blockGuidance } from './blockGuidance';
import { blockTypeOfTitle, guideRows } from './blockGuideRows';

const cell = { textAlign: 'left', padding: '0.4rem 0.75rem', borderBottom: '1px solid #e2e8f0' } as const;

/**
 * The titles whose stories each mount a whole app (a page, an admin screen or part, the app's plumbing), with
 * their own mocked answers: their Docs page shows each story in a frame of its own, as its canvas does, so one
 * story's answers never reach another's.
 */
const framedTitle = /^(Pages|Admin|App)\//;

/**
 * Every Docs page (`parameters.docs.page` in .storybook/preview.tsx): a block's is its guide; a page's, an admin
 * screen's or part's each state at rest, one frame per story; every other one Storybook's own layout (title,
 * description, the first story, its controls, the rest of the stories). Set for all rather than in
 * `blockStoryMeta`: the docs plugin writes a meta's description into a `parameters` of its own after the meta's
 * spread, which would drop a page set there.
 */
export function DocsPage() {
  const resolved = useOf('meta', ['meta']);
  const { title } = resolved.preparedMeta;
  const type = blockTypeOfTitle(title);
  if (type) return <BlockGuide type={type} stories={resolved.csfFile.moduleExports} />;
  if (framedTitle.test(title)) {
    // In the order the file exports them, as the sidebar lists them.
    const exports = resolved.csfFile.moduleExports as Record<string, unknown> & {
      __namedExportsOrder?: string[];
    };
    const stories = Object.values(resolved.csfFile.stories);
    const ordered = (exports.__namedExportsOrder ?? Object.keys(exports)).flatMap((name) =>
      stories.filter((story) => story.moduleExport === exports[name]),
    );
    return (
      <>
        <Title />
        <Description />
        {ordered.map((story) => (
          <section key={story.id}>
            <h3>{story.name}</h3>
            {/* Its own frame: lazily loaded, its play function run, ending in the state the story is about. */}
            <Story of={story.moduleExport} inline={false} height="640px" />
          </section>
        ))}
      </>
    );
  }
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

/**
 * A block's Docs page: what it is and when to use it, its variants and its copy limits per language (from its
 * schema), do and don't with pictures from its own stories, then the stories and their controls.
 */
function BlockGuide({ type, stories }: { type: BlockType; stories: Record<string, unknown> }) {
  const { label, description } = blockTypes[type];
  const guidance = blockGuidance[type];
  const rows = guideRows(fieldSpec(blockTypes[type].schema));
  const texts = rows.flatMap((row) => (row.kind === 'text' ? [row] : []));
  const lists = rows.flatMap((row) => (row.kind === 'list' ? [row] : []));
  // A choice of one (a kind of picture this release has one of) is not a variant.
  const choices = rows.flatMap((row) => (row.kind === 'choice' && row.options.length > 1 ? [row] : []));
  return (
    <>
      <Title />
      <p>
        <strong>{label.en}</strong> (in the page editor, in Swedish: “{label.sv}”). {description.en}
      </p>
      <Description />
      <h2>When to use it</h2>
      <p>{guidance.use}</p>
      <h2>Variants</h2>
      {choices.length === 0 ? (
        <p>One look: it has no variants to choose between.</p>
      ) : (
        <ul>
          {choices.map((row) => (
            <li key={row.field}>
              <strong>{row.field}</strong>: {row.options.join(', ')}
            </li>
          ))}
        </ul>
      )}
      <h2>Copy limits</h2>
      <p>
        The most characters each field takes; the page editor and these controls stop there. Swedish is
        written first; a field left empty in English shows the Swedish text on the English page, marked as
        missing to staff.
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%', overflowWrap: 'normal' }}>
        <thead>
          <tr>
            <th style={cell}>Field</th>
            <th style={cell}>Swedish</th>
            <th style={cell}>English</th>
          </tr>
        </thead>
        <tbody>
          {texts.map((row) => (
            <tr key={row.field}>
              <th scope="row" style={cell}>
                {row.field}
              </th>
              <td style={cell}>
                {row.max} characters{row.required ? ', required' : ''}
              </td>
              <td style={cell}>{row.max} characters</td>
            </tr>
          ))}
        </tbody>
      </table>
      {lists.length > 0 ? (
        <ul>
          {lists.map((row) => (
            <li key={row.field}>
              <strong>{row.field}</strong>: from {row.min} to {row.max} items
            </li>
          ))}
        </ul>
      ) : null}
      <h2>Do and don’t</h2>
      <p>
        <strong>Do:</strong> {guidance.do}
      </p>
      {stories.Swedish ? <Canvas of={stories.Swedish} /> : null}
      <p>
        <strong>Don’t:</strong> {guidance.dont} The longest texts the fields allow:
      </p>
      {stories.LongSwedish ? <Canvas of={stories.LongSwedish} /> : null}
      <h2>Stories</h2>
      <Primary />
      <Controls />
      <Stories title="Every state" />
    </>
  );
}
