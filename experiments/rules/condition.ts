/**
 * GrowthBook's targeting condition language, with GrowthBook's meaning: a condition is an object
 * whose keys are attribute paths (`address.city`) or the logical operators `$and`, `$or`, `$nor`,
 * `$not` and `$savedGroup`, and whose values are plain values (compared as GrowthBook compares
 * them) or operator objects (`$in`, `$gt`, `$regex`, `$vgt`, `$elemMatch`, `$inGroup`, …).
 * Anything it does not know matches no one, as in GrowthBook. Pure, and small enough for the
 * script that decides before the first paint.
 */

export type Condition = Readonly<Record<string, unknown>>;

/**
 * The payload's saved groups by id: a plain list of values (the older form), a list with the
 * attribute it is about (`{ type: 'list', values, attributeKey }`) or a condition of its own
 * (`{ type: 'condition', condition }`).
 */
export type SavedGroups = Readonly<Record<string, unknown>>;

type Values = readonly unknown[];

const isArray = Array.isArray;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !isArray(value);

/** The value at a dotted path, or null where the path leads nowhere. */
function valueAt(attributes: unknown, path: string): unknown {
  let current = attributes;
  for (const part of path.split('.')) {
    if (current && typeof current === 'object' && part in current) current = (current as Record<string, unknown>)[part];
    else return null;
  }
  return current;
}

/** Case folded for the `…i` operators: only text changes. */
const folded = (value: unknown, insensitive?: boolean) => (insensitive && typeof value === 'string' ? value.toLowerCase() : value);

/** Whether the value (or, for a list, any of its items) is among the expected ones. */
function isIn(actual: unknown, expected: Values, insensitive?: boolean): boolean {
  const one = (item: unknown) => (insensitive ? expected.some((candidate) => folded(item, true) === folded(candidate, true)) : expected.includes(item));
  return isArray(actual) ? actual.some(one) : one(actual);
}

/**
 * A version made comparable as text: a leading `v` and build data dropped, each part of a number
 * padded, and a release without pre-release parts ranked above its pre-releases.
 */
function versionKey(version: unknown): string {
  const given = typeof version === 'number' ? `${version}` : version;
  const text = given && typeof given === 'string' ? given : '0';
  const parts = text.replace(/(^v|\+.*$)/g, '').split(/[-.]/);
  if (parts.length === 3) parts.push('~');
  return parts.map((part) => (/^[0-9]+$/.test(part) ? part.padStart(5, ' ') : part)).join('-');
}

/** The values of a saved group for `$inGroup`: an unknown id is an empty list, a group of another kind none at all. */
function groupValues(entry: unknown): Values | null {
  if (entry === undefined) return [];
  if (isArray(entry)) return entry;
  return isObject(entry) && entry.type === 'list' ? (isArray(entry.values) ? entry.values : null) : null;
}

const typeOf = (value: unknown) =>
  value === null ? 'null' : isArray(value) ? 'array' : /^(string|number|boolean|object|undefined)$/.test(typeof value) ? typeof value : 'unknown';

/** A pattern of the payload; an invalid one matches nothing. */
function matches(pattern: unknown, actual: unknown, flags?: string): boolean {
  try {
    return typeof pattern === 'string' && new RegExp(pattern, flags).test(actual as string);
  } catch {
    return false;
  }
}

export function evalCondition(attributes: unknown, condition: Condition, groups: SavedGroups = {}, visited: readonly string[] = []): boolean {
  for (const key in condition) {
    const expected = condition[key];
    const list = expected as readonly Condition[];
    // An empty `$or` passes, so an empty `$nor` fails.
    const any = () => !list.length || list.some((part) => evalCondition(attributes, part, groups, visited));
    const passes =
      key === '$or'
        ? any()
        : key === '$nor'
          ? !any()
          : key === '$and'
            ? list.every((part) => evalCondition(attributes, part, groups, visited))
            : key === '$not'
              ? !evalCondition(attributes, expected as Condition, groups, visited)
              : key === '$savedGroup'
                ? inSavedGroup(attributes, expected, groups, visited)
                : evalValue(expected, valueAt(attributes, key), groups, visited);
    if (!passes) return false;
  }
  return true;
}

/** `$savedGroup: { id, attributeKey? }`: membership of a list group, or a condition group's condition. Anything unknown matches no one. */
function inSavedGroup(attributes: unknown, reference: unknown, groups: SavedGroups, visited: readonly string[]): boolean {
  if (!isObject(reference)) return false;
  const { id, attributeKey } = reference;
  if (typeof id !== 'string' || visited.includes(id) || (attributeKey !== undefined && typeof attributeKey !== 'string')) return false;
  const entry = groups[id];
  if (!isObject(entry)) return false;
  if (entry.type === 'list') {
    const path = attributeKey ?? entry.attributeKey;
    return typeof path === 'string' && isArray(entry.values) && isIn(valueAt(attributes, path), entry.values);
  }
  return (
    entry.type === 'condition' &&
    typeof entry.condition === 'object' &&
    entry.condition !== null &&
    evalCondition(attributes, entry.condition as Condition, groups, [...visited, id])
  );
}

const isOperatorObject = (value: Record<string, unknown>) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key[0] === '$');
};

function evalValue(expected: unknown, actual: unknown, groups: SavedGroups, visited: readonly string[], insensitive?: boolean): boolean {
  if (typeof expected === 'string') return insensitive ? String(actual).toLowerCase() === expected.toLowerCase() : `${actual as string}` === expected;
  if (typeof expected === 'number') return (actual as number) * 1 === expected;
  if (typeof expected === 'boolean') return actual !== null && !!actual === expected;
  if (expected === null) return actual === null;
  if (isArray(expected) || !isOperatorObject(expected as Record<string, unknown>)) return JSON.stringify(actual) === JSON.stringify(expected);
  for (const operator in expected as Record<string, unknown>) {
    if (!evalOperator(operator, actual, (expected as Record<string, unknown>)[operator], groups, visited)) return false;
  }
  return true;
}

/** Every expected value matched by some item of the list. */
function hasAll(actual: unknown, expected: unknown, groups: SavedGroups, visited: readonly string[], insensitive?: boolean): boolean {
  return isArray(actual) && isArray(expected) && expected.every((value) => actual.some((item) => evalValue(value, item, groups, visited, insensitive)));
}

/** `$eq`, `$lt` and friends, as JavaScript compares the two values whatever they are (GrowthBook's meaning). */
function compare(actual: unknown, expected: unknown, how: string): boolean {
  const [a, b] = [actual, expected] as [number, number];
  return how === 'eq' ? a === b : how === 'ne' ? a !== b : how === 'lt' ? a < b : how === 'lte' ? a <= b : how === 'gt' ? a > b : a >= b;
}

function evalOperator(operator: string, actual: unknown, expected: unknown, groups: SavedGroups, visited: readonly string[]): boolean {
  const list = isArray(expected);
  // `$veq` … `$vlte` compare versions, `$eq` … `$gte` the values themselves.
  const comparison = /^\$(v?)(eq|ne|[lg]te?)$/.exec(operator);
  if (comparison) return comparison[1] ? compare(versionKey(actual), versionKey(expected), comparison[2]!) : compare(actual, expected, comparison[2]!);
  switch (operator) {
    case '$exists':
      return expected ? actual != null : actual == null;
    case '$in':
      return list && isIn(actual, expected as Values);
    case '$ini':
      return list && isIn(actual, expected as Values, true);
    case '$nin':
      return list && !isIn(actual, expected as Values);
    case '$nini':
      return list && !isIn(actual, expected as Values, true);
    case '$inGroup':
    case '$notInGroup': {
      // A group that is not a list matches no one either way: an empty list would let everyone through `$notInGroup`.
      const values = groupValues(groups[expected as string]);
      return values !== null && isIn(actual, values) === (operator === '$inGroup');
    }
    case '$not':
      return !evalValue(expected, actual, groups, visited);
    case '$size':
      return isArray(actual) && evalValue(expected, actual.length, groups, visited);
    case '$elemMatch':
      return (
        isArray(actual) &&
        actual.some(
          (item) =>
            (item ?? null) !== null &&
            (isObject(expected) && isOperatorObject(expected)
              ? evalValue(expected, item, groups, visited)
              : evalCondition(item, expected as Condition, groups, visited)),
        )
      );
    case '$all':
      return hasAll(actual, expected, groups, visited);
    case '$alli':
      return hasAll(actual, expected, groups, visited, true);
    case '$regex':
      return matches(expected, actual);
    case '$regexi':
      return matches(expected, actual, 'i');
    case '$type':
      return typeOf(actual) === expected;
    default:
      return false;
  }
}
