import { http, HttpResponse } from 'msw';
import { savedReplyInput, unknownPlaceholders, type SavedReply } from '../../shared/savedReplies';
import { documentFieldErrors } from '../../shared/pages';

/** The saved replies a story starts with: one for the free mockup, one to say no kindly. */
export const savedRepliesFixture: SavedReply[] = [
  {
    id: 1,
    name: 'Avböj artigt',
    subject: { sv: '', en: '' },
    body: {
      sv: 'Hej {firstName}!\n\nTack för att du hörde av dig. Just nu har vi inte möjlighet att ta oss an ert projekt, men hör gärna av dig igen i vår.\n\nVänliga hälsningar\n{staffName}',
      en: 'Hi {firstName},\n\nThank you for getting in touch. We cannot take on your project right now, but do get in touch again in the spring.\n\nKind regards\n{staffName}',
    },
    updatedAt: '2026-11-10T09:00:00.000Z',
  },
  {
    id: 2,
    name: 'Gratis mockup',
    subject: { sv: 'Din gratis mockup, {firstName}', en: 'Your free mockup, {firstName}' },
    body: {
      sv: 'Hej {firstName}!\n\nTack för ditt meddelande. Vi gör gärna en gratis mockup av er nya webbplats: du får den inom {mockupTime}.\n\nVänliga hälsningar\n{staffName}',
      en: 'Hi {firstName},\n\nThank you for your message. We are glad to make a free mockup of your new website: you will have it within {mockupTime}.\n\nKind regards\n{staffName}',
    },
    updatedAt: '2026-11-12T14:00:00.000Z',
  },
];

let stored: SavedReply[] = structuredClone(savedRepliesFixture);
/** What the stories' saved-reply calls sent, in order. */
export const savedReplyCalls: { method: string; id: number | null; body: unknown }[] = [];

export function resetSavedReplyMocks() {
  stored = structuredClone(savedRepliesFixture);
  savedReplyCalls.length = 0;
}

const byName = (a: SavedReply, b: SavedReply) => a.name.localeCompare(b.name, 'sv');

/** Answers a save as the server does: refusals at their fields, a name taken whatever its case (409). */
function save(body: unknown, id: number | null) {
  const input = savedReplyInput.safeParse(body);
  if (!input.success)
    return HttpResponse.json(
      {
        error: 'validation',
        message: 'Please check the saved reply',
        fields: documentFieldErrors(input.error),
      },
      { status: 400 },
    );
  if (stored.some((reply) => reply.id !== id && reply.name.toLowerCase() === input.data.name.toLowerCase()))
    return HttpResponse.json(
      {
        error: 'conflict',
        message: 'A saved reply has this name already',
        fields: { name: 'A saved reply has this name already' },
      },
      { status: 409 },
    );
  const saved: SavedReply = {
    ...input.data,
    id: id ?? Math.max(0, ...stored.map((reply) => reply.id)) + 1,
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
  stored = [...stored.filter((reply) => reply.id !== id), saved].sort(byName);
  return HttpResponse.json(saved, { status: id === null ? 201 : 200 });
}

export const savedReplyHandlers = {
  list: http.get('*/api/admin/saved-replies', () => HttpResponse.json(stored)),
  create: http.post('*/api/admin/saved-replies', async ({ request }) => {
    const body = await request.json();
    savedReplyCalls.push({ method: 'POST', id: null, body });
    return save(body, null);
  }),
  update: http.put('*/api/admin/saved-replies/:id', async ({ request, params }) => {
    const id = Number(params.id);
    const body = await request.json();
    savedReplyCalls.push({ method: 'PUT', id, body });
    if (!stored.some((reply) => reply.id === id))
      return HttpResponse.json({ error: 'not_found', message: 'No such saved reply' }, { status: 404 });
    return save(body, id);
  }),
  remove: http.delete('*/api/admin/saved-replies/:id', ({ params }) => {
    const id = Number(params.id);
    savedReplyCalls.push({ method: 'DELETE', id, body: null });
    if (!stored.some((reply) => reply.id === id))
      return HttpResponse.json({ error: 'not_found', message: 'No such saved reply' }, { status: 404 });
    stored = stored.filter((reply) => reply.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  /** No saved replies yet. */
  empty: http.get('*/api/admin/saved-replies', () => HttpResponse.json([])),
};

// A fixture with a place the dialog does not know would fill nothing: keep the fixtures honest.
for (const reply of savedRepliesFixture)
  for (const text of [reply.subject.sv, reply.subject.en, reply.body.sv, reply.body.en])
    if (unknownPlaceholders(text).length > 0) throw new Error(`Unknown place in ${reply.name}`);
