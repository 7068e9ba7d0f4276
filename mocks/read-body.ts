/** Reads a submission body the way a real endpoint would; undefined when it cannot be read. */
export type ReadBody = { kind: 'form'; fields: Record<string, string> } | { kind: 'json'; fields: Record<string, unknown> } | undefined;

export async function readBody(request: Request): Promise<ReadBody> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
      const fields: Record<string, string> = {};
      for (const [name, value] of await request.formData()) {
        fields[name] = typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`;
      }
      return { kind: 'form', fields };
    }
    if (/json/i.test(type)) {
      const parsed: unknown = await request.json();
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
      return { kind: 'json', fields: parsed as Record<string, unknown> };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export function textField(fields: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

export const looksLikeEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
