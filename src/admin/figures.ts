/**
 * A figure as staff type it into a form: empty is none (null), a decimal comma is read as a point ("5,9"), spaces
 * between thousands are left out; anything else reaches the schema as not a number, which names what the field
 * takes. One reading for every figure field (a project's results, the leads' retention in months).
 */
export const typedFigure = (typed: unknown) =>
  typeof typed !== 'string'
    ? typed
    : typed.trim() === ''
      ? null
      : Number(typed.replace(/[\s\u00a0]/g, '').replace(',', '.'));
