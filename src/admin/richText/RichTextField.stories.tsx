import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent as user, waitFor, within } from 'storybook/test';
import { mediaFixture } from '../../../mocks/fixtures/media';
import { pricesFixture } from '../../../mocks/fixtures/pages';
import { emptyDocument } from '../../../shared/postDocument';
import { documentToMarkdown, markdownToDocument } from '../../../shared/postMarkdown';
import RichTextField, { type RichTextFieldProps } from './RichTextField';

/**
 * The field as a form holds it, with what it gives the form shown below it: the document, written out as the
 * Markdown the editor would make of it (shorter to read and to assert on than its JSON).
 */
function Holder(props: Omit<RichTextFieldProps, 'onChange'>) {
  const [body, setBody] = useState(props.value);
  const markdown = documentToMarkdown(body);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '48rem', padding: '1rem' }}>
      <RichTextField {...props} value={body} onChange={setBody} />
      <figure aria-labelledby="stored-as" style={{ margin: 0 }}>
        <figcaption id="stored-as" style={{ fontSize: '0.8rem', fontWeight: 600 }}>
          Markdown
        </figcaption>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: '0.8rem', color: '#475569' }}>
          {markdown}
        </pre>
      </figure>
    </div>
  );
}

const written = [
  '## Varför snabbhet säljer',
  'En sida som laddar på **under en sekund** behåller fler besökare. Läs mer på [kontaktsidan](/kontakt).',
  '- Mät först\n- Åtgärda det största',
  '> Det som inte mäts blir inte bättre.',
  '---',
  'Sist en rad med `kod`.',
].join('\n\n');

/**
 * A post body's rich-text field: toolbar, Markdown shortcuts as one types, keyboard shortcuts, links checked
 * before they are set, and a paste that keeps only what a post can show. Below each story, the Markdown the field
 * gives its form.
 */
const meta = {
  title: 'Admin/Parts/Rich text field',
  globals: { locale: 'en' },
  component: RichTextField,
  args: { id: 'body', label: 'Body (Swedish)', value: emptyDocument(), onChange: () => {}, lang: 'sv' },
  render: ({ onChange: _onChange, ...args }) => <Holder {...args} />,
} satisfies Meta<typeof RichTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const markdownOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('figure', { name: 'Markdown' }).querySelector('pre')?.textContent ?? '';

/** Types as a person does, a letter at a time with a pause: the editor takes each keystroke before the next. */
const typist = () => user.setup({ delay: 30 });

/** Empty: the toolbar over an empty field; undo has nothing to take back yet. Bold on, what is typed is bold. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    await expect(field).toHaveAttribute('aria-multiline', 'true');
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting: Body (Swedish)' });
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    const typing = typist();
    await typing.click(field);
    await typing.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await typing.keyboard('Fet');
    await waitFor(() => expect(markdownOf(canvasElement)).toBe('**Fet**'));
  },
};

/** A written body: headings, bold, a link, a list, a quote, a divider and code, as the site will show them. */
export const Written: Story = {
  args: { value: markdownToDocument(written) },
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    await expect(within(field).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Varför snabbhet säljer',
    );
    await expect(within(field).getByRole('link', { name: 'kontaktsidan' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    await expect(within(field).getAllByRole('listitem')).toHaveLength(2);
    await expect(field.querySelector('blockquote')).toHaveTextContent('Det som inte mäts blir inte bättre.');
    await expect(field.querySelector('hr')).not.toBeNull();
    // Opened and not changed, it gives nothing new to its form.
    await expect(markdownOf(canvasElement)).toBe(written);
  },
};

/** Markdown as one types: "## " makes a heading, "- " a list, "**…**" bold; undo and redo step through it. */
export const ShortcutsAsOneTypes: Story = {
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    const typing = typist();
    await typing.click(field);
    await typing.keyboard('## Rubrik{Enter}- ett{Enter}två{Enter}{Enter}Med **fet** text.');
    await expect(within(field).getByRole('heading', { level: 2 })).toHaveTextContent('Rubrik');
    await expect(within(field).getAllByRole('listitem')).toHaveLength(2);
    await expect(field.querySelector('strong')).toHaveTextContent('fet');
    await waitFor(() =>
      expect(markdownOf(canvasElement)).toBe('## Rubrik\n\n- ett\n- två\n\nMed **fet** text.'),
    );
    // Undo takes back the last step; redo puts it back.
    const typed = markdownOf(canvasElement);
    await typing.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(markdownOf(canvasElement)).not.toBe(typed));
    await expect(markdownOf(canvasElement)).toMatch(/^## Rubrik\n\n- ett\n- två/);
    await typing.click(canvas.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(markdownOf(canvasElement)).toBe(typed));
  },
};

/** A link: an address that is not a path, a web address or mailto: is refused at the field; a path is set. */
export const Link: Story = {
  args: { value: markdownToDocument('Skriv till oss.') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    await userEvent.tripleClick(within(field).getByText('Skriv till oss.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Link' }));
    const address = dialog.getByLabelText('Address');
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Use the link' }));
    await expect(address).toHaveAccessibleDescription(
      'Use a path on this site (/…), an address starting with https:// or mailto: A page on this site (/contact), a web address (https://…) or an e-mail address (mailto:…).',
    );
    await expect(markdownOf(canvasElement)).toBe('Skriv till oss.');
    await userEvent.clear(address);
    await userEvent.type(address, '/kontakt');
    await userEvent.click(dialog.getByRole('button', { name: 'Use the link' }));
    await waitFor(() => expect(markdownOf(canvasElement)).toBe('[Skriv till oss.](/kontakt)'));
    await expect(within(field).getByRole('link', { name: 'Skriv till oss.' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
  },
};

/** A paste from Word or Google Docs keeps headings, lists, links and emphasis; colours, fonts and tables go. */
export const PasteFromWord: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    await userEvent.click(field);
    const clipboard = new DataTransfer();
    clipboard.setData(
      'text/html',
      [
        '<h2 style="font-family:Calibri;color:#c00">Offert</h2>',
        '<p class="MsoNormal"><span style="font-size:14pt"><b>Pris</b> och <i>tid</i></span>, se ',
        '<a href="https://novaweb.se/priser">priserna</a>.</p>',
        '<ul><li>Design</li><li>SEO</li></ul>',
        '<table><tr><td>Cell</td></tr></table>',
        '<img src="https://example.com/spy.gif">',
      ].join(''),
    );
    clipboard.setData('text/plain', 'Offert Pris och tid, se priserna. Design SEO Cell');
    await userEvent.paste(clipboard);
    await waitFor(() =>
      expect(markdownOf(canvasElement)).toBe(
        '## Offert\n\n**Pris** och *tid*, se [priserna](https://novaweb.se/priser).\n\n- Design\n- SEO\n\nCell',
      ),
    );
    await expect(field.querySelector('[style], img, table, span')).toBeNull();
  },
};

/** Refused by the form: the field is marked, and the message is its description. */
export const WithError: Story = {
  args: { error: 'Body is too long' },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Body is too long');
  },
};

/** In Swedish, on a phone, with a long body: the toolbar wraps and the text scrolls inside the field. */
export const SwedishLongOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    label: 'Brödtext (svenska)',
    value: markdownToDocument(Array.from({ length: 8 }, () => written).join('\n\n')),
  },
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', { name: 'Brödtext (svenska)' });
    await expect(canvas.getByRole('toolbar', { name: 'Formatering: Brödtext (svenska)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fetstil' })).toBeVisible();
    await expect(field.scrollHeight).toBeGreaterThan(field.clientHeight);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/**
 * A picture from the media library on a line of its own: chosen in the library's picker, its Swedish alt text
 * offered from the library and required, stored as Markdown the site draws as a responsive picture.
 */
export const ImageFromTheLibrary: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Formatting: Body (Swedish)' }));
    await userEvent.click(toolbar.getByRole('button', { name: 'Image' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Image' }));
    const insert = dialog.getByRole('button', { name: 'Insert the image' });
    await userEvent.click(insert);
    await expect(dialog.getByText('Choose an image.')).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: 'Choose image (Image from the media library)' }),
    );
    const chooser = within(canvas.getByRole('dialog', { name: 'Choose: Image from the media library' }));
    await userEvent.click(await chooser.findByRole('button', { name: 'Use this image (layout-cover.png)' }));
    const alt = dialog.getByLabelText('Alt text (Swedish)');
    await waitFor(() => expect(alt).toHaveValue(mediaFixture[1]!.altSv));
    await userEvent.clear(alt);
    await userEvent.click(insert);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Say what the image shows.');
    await userEvent.type(alt, 'En skiss av en sida');
    await userEvent.click(insert);
    await waitFor(() =>
      expect(markdownOf(canvasElement)).toBe(`![En skiss av en sida](${mediaFixture[1]!.url})`),
    );
    await expect(within(field).getByRole('img', { name: 'En skiss av en sida' })).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Image' })).toBeNull();
  },
};

/**
 * Near the limit of what a body may hold, the field counts the characters; over it, it says by how much and what to
 * do, at the field, before the save is refused (here a limit of 120 stands in for the posts' 50 000).
 */
export const NearAndOverTheLimit: Story = {
  args: { value: markdownToDocument('En mening som fyller ut texten. '.repeat(3).trim()), maxLength: 120 },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    await expect(canvas.queryByRole('status')).toBeNull();
    const typing = typist();
    await typing.click(field);
    await typing.keyboard(' Nästan fullt.');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/^1\d\d of at most 120 characters\.$/),
    );
    await typing.keyboard(' Och nu blir det för mycket.');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        /^\d+ characters over the limit of 120: shorten the text or split it into two posts\.$/,
      ),
    );
  },
};

/**
 * A price from the menu under the text: its token goes where the cursor is, kept as it is in the Markdown, and the
 * site prints it from the shared prices (a new price shows in every post that names it).
 */
export const PriceFromTheMenu: Story = {
  args: { value: emptyDocument(), prices: pricesFixture },
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    const typing = typist();
    await typing.click(field);
    await typing.keyboard('En ny hemsida kostar ');
    const menu = canvas.getByRole('combobox', { name: 'Insert a price into Body (Swedish)' });
    await expect(within(menu).getByRole('option', { name: /^Basic · 7\s000\skr$/ })).toBeInTheDocument();
    await typing.selectOptions(menu, '{price:basic}');
    // The text keeps the focus: typing goes on after the token.
    await waitFor(() => expect(field).toHaveFocus());
    await typing.keyboard(' hos oss.');
    await waitFor(() =>
      expect(markdownOf(canvasElement)).toBe('En ny hemsida kostar {price:basic} hos oss.'),
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A price typed by hand is pointed out; one press names the price instead, in the text and its Markdown. */
export const PriceTypedByHand: Story = {
  args: {
    value: markdownToDocument('Premium kostar 10 000 kr och Basic 7 000 kr.'),
    prices: pricesFixture,
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    const warnings = canvas.getAllByRole('status');
    await expect(
      warnings.map((warning) => warning.querySelector('p')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      '“7 000 kr” is Basic’s price typed by hand: it will not change with the prices.',
      '“10 000 kr” is Premium’s price typed by hand: it will not change with the prices.',
    ]);
    await user.click(canvas.getByRole('button', { name: 'Name Premium’s price instead' }));
    await waitFor(() =>
      expect(markdownOf(canvasElement)).toBe('Premium kostar {price:premium} och Basic 7 000 kr.'),
    );
    await expect(within(canvas.getByRole('textbox')).getByText(/\{price:premium\}/)).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

/** The English text on a phone: the menu prints the dollar prices, and fits the screen. */
export const PricesInEnglishOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    label: 'Body (English)',
    lang: 'en',
    value: markdownToDocument('Premium is $999.'),
    prices: pricesFixture,
  },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('combobox', { name: 'Insert a price into Body (English)' });
    await expect(within(menu).getByRole('option', { name: 'Premium · $999' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('“$999” is Premium’s price typed by hand');
  },
};

/**
 * A call-to-action card from the toolbar: a paragraph of its own holding the card's token, which the post's page
 * draws as a card leading to the contact page (its live preview shows it).
 */
export const CallToAction: Story = {
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', { name: 'Body (Swedish)' });
    const typing = typist();
    await typing.click(field);
    await typing.keyboard('Första stycket.');
    await typing.click(canvas.getByRole('button', { name: 'Call to action (to the contact page)' }));
    await waitFor(() => expect(markdownOf(canvasElement)).toBe('Första stycket.\n\n{cta:contact}'));
  },
};
