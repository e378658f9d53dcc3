import { z } from 'zod';

// A report's long lists (the to-judge list of a thousand pairs or more, the ledgers and their drill-down) validated row
// by row without running zod's parser on every field. zod spends about a microsecond a field there (a payload object
// and its checks per value), and the to-judge list alone holds some 8,500 of a 100-query report's 16,500 values: the
// report's validation on write took 13 to 20 ms of a small gate's 300. A row's zod schema is read once into a plain
// function that accepts exactly what the schema accepts, for the few kinds such rows are made of; everything else,
// and any row the function does not accept, is zod's to judge, so an error reads as zod writes it.

/** What a reader returns for a value it does not accept (zod then judges the list). */
const REFUSED: unique symbol = Symbol('refused');
type Reader = (v: unknown) => unknown;

/** The parts of a zod schema's definition read here (zod 4's `_zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string; value?: unknown; inclusive?: boolean } } }[];
  coerce?: boolean;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A function that returns what zod's parse of `schema` returns for every value it accepts (objects rebuilt with their
 * keys in the schema's order, as zod rebuilds them) and REFUSED for any other; null for a schema of a kind it does
 * not know. Known: text, finite numbers (integers, at least zero), booleans, their nullable forms, arrays of them, and
 * strict objects of them with every key required.
 */
function readerOf(schema: z.ZodType): Reader | null {
  const def = defOf(schema);
  if (def.coerce) return null;
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string':
      return checks.length === 0 ? (v) => (typeof v === 'string' ? v : REFUSED) : null;
    case 'boolean':
      return checks.length === 0 ? (v) => (typeof v === 'boolean' ? v : REFUSED) : null;
    case 'number': {
      let int = false;
      let atLeastZero = false;
      for (const c of checks) {
        const d = c._zod.def;
        if (d.check === 'number_format' && d.format === 'safeint') int = true;
        else if (d.check === 'greater_than' && d.value === 0 && d.inclusive === true) atLeastZero = true;
        else return null;
      }
      // zod's number refuses NaN and ±Infinity; its int is a safe integer.
      return (v) =>
        typeof v === 'number' && (int ? Number.isSafeInteger(v) : Number.isFinite(v)) && (!atLeastZero || v >= 0)
          ? v
          : REFUSED;
    }
    case 'nullable': {
      const inner = checks.length === 0 && def.innerType ? readerOf(def.innerType) : null;
      return inner && ((v) => (v === null ? null : inner(v)));
    }
    case 'array': {
      const element = checks.length === 0 && def.element ? readerOf(def.element) : null;
      return element && ((v) => listOf(v, element));
    }
    case 'object': {
      if (checks.length > 0 || !def.shape || !def.catchall || defOf(def.catchall).type !== 'never') return null;
      const keys = Object.keys(def.shape);
      const fields: Reader[] = [];
      for (const k of keys) {
        const f = readerOf(def.shape[k]);
        if (!f) return null;
        fields.push(f);
      }
      return (v) => objectOf(v, keys, fields);
    }
    default:
      return null;
  }
}

/** Each element read (a new array, as zod's), or REFUSED; a hole is an element zod refuses too. */
function listOf(v: unknown, element: Reader): unknown {
  if (!Array.isArray(v)) return REFUSED;
  const out = new Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = element(v[i]);
    if (x === REFUSED) return REFUSED;
    out[i] = x;
  }
  return out;
}

/** A strict object with exactly `keys`, each its own property: a new object, the keys in the schema's order. */
function objectOf(v: unknown, keys: string[], fields: Reader[]): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return REFUSED;
  const o = v as Record<string, unknown>;
  if (Object.keys(o).length !== keys.length) return REFUSED;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (!Object.hasOwn(o, k)) return REFUSED;
    const x = fields[i](o[k]);
    if (x === REFUSED) return REFUSED;
    out[k] = x;
  }
  return out;
}

/**
 * z.array(row), read by a plain function where it can be: the same rows out, the same refusals (any list the function
 * does not accept is parsed by zod, whose issues are the list's). A row of a kind readerOf does not know is zod's
 * throughout.
 */
export function rows<T extends z.ZodType>(row: T) {
  const list = z.array(row);
  const read = readerOf(list);
  if (!read) return list;
  return z.unknown().transform((v, ctx): z.output<typeof list> => {
    const out = read(v);
    if (out !== REFUSED) return out as z.output<typeof list>;
    const parsed = list.safeParse(v);
    if (parsed.success) return parsed.data;
    // zod's own issues, paths relative to the list (the report's parse prefixes the list's place).
    for (const issue of parsed.error.issues) ctx.issues.push(issue as never);
    return z.NEVER;
  });
}
