import { labelFromFieldName } from '@/platform/forms/validation/model/message-context';
import type { FieldOption } from './field-definition';
import type { TranslatedTexts } from './form-model';
import type { NormalizedField } from './normalize-fields';

/**
 * The words of a form's inputs in the language of the moment: labels, option labels, descriptions
 * and the form's own messages, as the declaration gives them until a language switch replaces
 * them. Values are not words: a switch leaves what the visitor typed or chose as it is.
 */
export interface FormTexts {
  label(field: NormalizedField): string;
  /** The same array until the next switch, so snapshots can compare options by identity. */
  options(field: NormalizedField): readonly FieldOption[];
  description(field: NormalizedField): string | undefined;
  messages(field: NormalizedField): NonNullable<NormalizedField['definition']['messages']>;
  /** Takes the texts of a switch; a kind of text it does not bring stays as it was. */
  replace(texts: TranslatedTexts): void;
}

export function createFormTexts(fields: readonly NormalizedField[]): FormTexts {
  let given: Required<TranslatedTexts> = { labels: {}, options: {}, descriptions: {}, messages: {} };
  let translatedOptions = new Map<string, readonly FieldOption[]>();

  /** Only labels change: the values stay, so what the visitor chose stays chosen. */
  function translateOptions(): Map<string, readonly FieldOption[]> {
    const translated = new Map<string, readonly FieldOption[]>();
    for (const { definition, options } of fields) {
      const byValue = given.options[definition.name];
      if (!byValue || options.length === 0) continue;
      const relabelled = options.map((option) => Object.freeze({ ...option, label: byValue[option.value] ?? option.label }));
      translated.set(definition.name, Object.freeze(relabelled));
    }
    return translated;
  }

  return {
    label: ({ definition }) => given.labels[definition.name] ?? definition.label ?? labelFromFieldName(definition.name) ?? definition.name,
    options: ({ definition, options }) => translatedOptions.get(definition.name) ?? options,
    description: ({ definition }) => given.descriptions[definition.name] ?? definition.description,
    messages: ({ definition }) => ({ ...definition.messages, ...given.messages[definition.name] }),
    replace(texts) {
      given = {
        labels: { ...(texts.labels ?? given.labels) },
        options: { ...(texts.options ?? given.options) },
        descriptions: { ...(texts.descriptions ?? given.descriptions) },
        messages: { ...(texts.messages ?? given.messages) },
      };
      translatedOptions = translateOptions();
    },
  };
}
