/** The barrier report's copy lives in the accessibility statement's namespace (`barrierefreiheit.json`, under `form`). */
export const accessibilityNamespace = 'barrierefreiheit';
