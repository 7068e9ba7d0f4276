import { z } from 'zod';
import { articleCategories } from './categories.ts';

/**
 * Front matter of every content file. `{product}` stands for the brand name in text and
 * for the brand slug in paths; it is replaced after validation.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)');
const datedWithin = isoDate.refine(
  (value) => value >= '2022-01-01' && value <= '2023-12-31' && !Number.isNaN(Date.parse(value)),
  'must be a real date between 2022-01-01 and 2023-12-31',
);
const slug = z.string().regex(/^(\{product\}|[a-z0-9])[a-z0-9{}-]*$/, 'must be a lower-case URL segment');
const sitePath = z.string().regex(/^\/[a-z0-9/{}-]*$/, 'must be a site path starting with /');
const mediaPath = z.string().regex(/^\/media\/[\w/-]+\.(svg|png|jpg|webp|avif)$/, 'must be a /media/ image path');

const english = z.object({
  title: z.string().min(3),
  description: z.string().min(20),
  summary: z.string().min(20),
});

export const articleSchema = z.object({
  slug,
  title: z.string().min(3),
  description: z.string().min(50).max(200),
  categories: z.array(z.enum(articleCategories)).min(1),
  href: z.literal('blogs'),
  author: z.object({ name: z.string().min(2), imageUrl: mediaPath.optional() }),
  date: datedWithin,
  readingTime: z
    .string()
    .regex(/^\d+min$/, 'must look like "7min"')
    .refine((value) => {
      const minutes = Number.parseInt(value, 10);
      return minutes >= 7 && minutes <= 15;
    }, 'must be between 7min and 15min'),
  imageUrl: mediaPath,
  previewUrl: mediaPath,
  articleRecommendations: z.array(sitePath).length(3, 'must list exactly three articles'),
  en: english,
});

export const jobSchema = z.object({
  slug,
  title: z.string().min(3),
  description: z.string().min(50).max(200),
  categories: z.array(z.string().min(2)).min(1),
  href: z.literal('jobs'),
  date: datedWithin,
  experience: z.enum(['Any', 'Senior', 'Intern']),
  period: z.enum(['Full-time/Part-time', 'Part-time']),
  location: z.string().min(2),
  apply: z.union([z.literal('mail'), z.string().url().startsWith('https://')]),
  en: english.extend({ location: z.string().min(2) }),
});

export const legalSchema = z.object({
  slug,
  title: z.string().min(3),
  description: z.string().min(50).max(200),
  href: z.literal('legal'),
  updated: isoDate,
  en: english,
});

export type ArticleMeta = z.infer<typeof articleSchema>;
export type JobMeta = z.infer<typeof jobSchema>;
export type LegalMeta = z.infer<typeof legalSchema>;

export type ContentKind = 'article' | 'job' | 'legal';

const schemas = { article: articleSchema, job: jobSchema, legal: legalSchema } as const;

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: front matter field "${field}" ${detail}`);
    this.name = 'ContentError';
  }
}

/** Which schema a content file follows, from its place under src/content/. */
export function contentKindOf(file: string): ContentKind {
  if (file.includes('/content/blog/')) return 'article';
  if (file.includes('/content/jobs/')) return 'job';
  if (file.includes('/content/legal/')) return 'legal';
  throw new ContentError(file, '(file)', 'is outside blog/, jobs/ and legal/');
}

/** Checks one file's front matter; throws a ContentError naming the file and the first bad field. */
export function parseFrontMatter(file: string, data: unknown): ArticleMeta | JobMeta | LegalMeta {
  const result = schemas[contentKindOf(file)].safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || '(front matter)';
  throw new ContentError(file, field, issue?.message ?? 'is invalid');
}
