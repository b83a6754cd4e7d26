import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useRef } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ValidationError } from './api';
import { FieldError } from './components/ui';
import { useAdminI18n } from './i18n/adminI18n';

interface FieldAriaOptions {
  /** The field has a hint at `${id}-hint` that describes it. */
  hint?: boolean;
}

/** Each refusal in react-hook-form's errors with its path (`meta.title.sv`), depth first. */
function leaves(errors: unknown, path = ''): { path: string; message: string }[] {
  if (!errors || typeof errors !== 'object') return [];
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string') return [{ path, message }];
  return Object.entries(errors).flatMap(([key, inner]) =>
    key === 'ref' ? [] : leaves(inner, path ? `${path}.${key}` : key),
  );
}

/**
 * An admin form: react-hook-form over the zod schema the server checks the same input with (shared/), so a form
 * refuses what the server would refuse before it is sent, at the field and in the staff member's language.
 *
 * - The values handed to a submit are the form's own (the schema's input, not its parsed output): the server
 *   parses them itself.
 * - A refused field's error goes when the field changes to something the schema accepts (react-hook-form checks
 *   again on change once the form was submitted), whether the refusal was the schema's or the server's.
 * - `refused` is a mutation's onError: a 400 with `fields` puts each message at its field (`fieldOf` turns a
 *   server's path into the form's, e.g. `followUp.on` into `on` for a lead's follow-up) and focuses the first;
 *   anything else, and a field the form does not have, is the form's own message (`formError`, where the form
 *   shows one) or a toast, so no refusal is lost.
 */
export function useAdminForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { fieldOf = (path) => path }: { fieldOf?: (serverPath: string) => string } = {},
) {
  const { message } = useAdminI18n();
  const form = useForm<z.input<Schema>, unknown, z.input<Schema>>({
    // raw: the values a submit gets are the schema's input (the resolver's types cannot follow a generic schema).
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<z.input<Schema>>,
    defaultValues,
  });
  const { errors } = form.formState;
  /** The fields whose errors this form shows (each asked for by its render): a refusal elsewhere is a toast. */
  const shown = useRef(new Set<string>());

  /** The message at a field, in the staff member's language (the schemas and the server speak English). */
  const errorOf = (name: Path<z.input<Schema>>): string | undefined => {
    shown.current.add(name);
    const found = name
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], errors);
    // A field whose value is a list or an object may be refused inside (a keyword of a list): its first message.
    const text = leaves(found)[0]?.message;
    return text ? message(text) : undefined;
  };

  /**
   * Every refusal under a part of the form whose fields are drawn from a schema (SchemaFields: a block's data), as
   * a map from each field's whole path to the schema's or the server's message (SchemaFields says it in the staff
   * member's language). The part counts as shown: a refusal in it is not said again in a toast.
   */
  const errorsUnder = (prefix: Path<z.input<Schema>>): Record<string, string> => {
    shown.current.add(prefix);
    const found = prefix
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], errors);
    return Object.fromEntries(leaves(found, prefix).map(({ path, message: text }) => [path, text]));
  };

  /** A field's aria-invalid and aria-describedby: its error while it has one, and its hint (if it has one). */
  const ariaOf = (name: Path<z.input<Schema>>, id: string, { hint = false }: FieldAriaOptions = {}) => {
    const refused = errorOf(name) !== undefined;
    // The refusal first: it is what to act on; the hint after it.
    const describedBy = [refused ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
    return {
      'aria-invalid': refused ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };

  /**
   * A field's error as its form shows it (at `${id}-error`, which ariaOf names), or nothing. `alert` has it said
   * as it appears: for a form of one field, whose focus stays where it was when Enter sends it.
   */
  const errorAt = (name: Path<z.input<Schema>>, id: string, { alert = false }: { alert?: boolean } = {}) => {
    const text = errorOf(name);
    return text ? (
      <FieldError id={`${id}-error`} role={alert ? 'alert' : undefined}>
        {text}
      </FieldError>
    ) : null;
  };

  /**
   * The form's own message (not a field's): a failure that is no refusal of a field (a passkey prompt closed, the
   * network gone), shown in the form when it renders this, else in a toast. It goes at the next submit.
   */
  const formError = () => {
    shown.current.add('root');
    const text = errors.root?.server?.message;
    return text ? <FieldError role="alert">{message(text)}</FieldError> : null;
  };
  const say = (text: string) => {
    if (shown.current.has('root')) form.setError('root.server', { type: 'server', message: text });
    else toast.error(message(text));
  };

  /** A refusal put at its fields; the first takes the focus unless the form was not sent by a person. */
  const mark = (error: Error, focus: boolean) => {
    if (!(error instanceof ValidationError)) return say(error.message);
    const elsewhere: string[] = [];
    let first = true;
    for (const [path, text] of Object.entries(error.fields)) {
      const name = fieldOf(path);
      if (shownAt(name)) {
        form.setError(
          name as Path<z.input<Schema>>,
          { type: 'server', message: text },
          { shouldFocus: first && focus },
        );
        first = false;
      } else elsewhere.push(text);
    }
    if (first || elsewhere.length > 0) say(elsewhere[0] ?? error.message);
  };
  /** A save's refusal (a mutation's onError): at its fields, the first focused. */
  const refused = (error: Error) => mark(error, true);
  /** A refusal of a save nobody pressed for (an autosave): at its fields, the focus left where the writer is. */
  const refusedQuietly = (error: Error) => mark(error, false);

  /**
   * The form's onSubmit: `send` gets the values once the schema takes them. A refusal at a field the form does not
   * show (a value it keeps for the server) is said in a toast rather than nowhere.
   */
  const submit = (send: (values: z.input<Schema>) => void) =>
    form.handleSubmit(send, (refusals) => {
      const unseen = leaves(refusals).find(({ path }) => !shownAt(path));
      if (unseen) say(unseen.message);
    });
  /** A field's error is shown at it or at a field that holds it (`keywordsEn` shows `keywordsEn.0`'s). */
  const shownAt = (path: string) =>
    path.split('.').some((_, end, keys) => shown.current.has(keys.slice(0, end + 1).join('.')));

  /**
   * The form checked as a submit checks it, for a button that is not the submit (a shared preview): its values
   * when the schema takes them, else null with the refusals shown.
   */
  const checked = async (): Promise<z.input<Schema> | null> => {
    let values: z.input<Schema> | null = null;
    await submit((taken) => {
      values = taken;
    })();
    return values;
  };

  return {
    ...form,
    errorOf,
    errorsUnder,
    ariaOf,
    errorAt,
    formError,
    refused,
    refusedQuietly,
    submit,
    checked,
  };
}
