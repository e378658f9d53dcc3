import { html as escapeText } from './escape.js';

/**
 * HTML that cannot be made from data: the `html` template escapes every value put into it with the one escaping rule
 * (report/escape.ts: invisible characters shown, `& < > " '` as references), except markup another `html` template
 * (or the renderer's own constants) produced. Text from inputs therefore only ever becomes text nodes or quoted
 * attribute values, never elements, attributes or script.
 */

/** Markup the renderer wrote. Only `html` and `trusted` make one. */
export class Markup {
  private constructor(readonly text: string) {}
  static of(text: string): Markup {
    return new Markup(text);
  }
  toString(): string {
    return this.text;
  }
}

type Value = string | number | boolean | null | undefined | Markup | readonly Value[];

function piece(v: Value): string {
  if (v === null || v === undefined || v === false || v === true) return '';
  if (v instanceof Markup) return v.text;
  if (Array.isArray(v)) return v.map(piece).join('');
  // A number's text is digits, a sign, a point, an exponent, Infinity or NaN: nothing to escape.
  if (typeof v === 'number') return String(v);
  return escapeText(String(v));
}

/** A template whose values are escaped (strings, numbers) or kept (Markup, arrays of either); null and booleans vanish. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return Markup.of(out);
}

/** Text from the data for a tableRows row: escaped as the template escapes a string value. */
export function text(s: string): string {
  return escapeText(s);
}

/**
 * A long table's rows as one Markup, each row written by `row` as text: every string from the data in it must pass
 * through `text`, numbers through String (as the template writes them). For tables of thousands of rows, where a
 * template and a Markup per cell cost more than the rest of the page.
 */
export function tableRows<T>(items: readonly T[], row: (item: T, i: number) => string): Markup {
  let out = '';
  for (let i = 0; i < items.length; i++) out += row(items[i], i);
  return Markup.of(out);
}

/** The renderer's own constant markup (style sheet, script, numbers-only SVG): never call it with data. */
export function trusted(text: string): Markup {
  return Markup.of(text);
}
