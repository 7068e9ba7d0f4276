import { track } from '@/platform/analytics/track';
import { QuestionList, type QuestionItem } from '@/ui/question-list';

export type FaqLiteItem = QuestionItem;

/** A few questions about the offer, each opening in place; opening one reports it (`faq` with the question). */
export function FaqLite({ items }: { readonly items: readonly FaqLiteItem[] }) {
  return <QuestionList items={items} onOpen={(question) => track('faq', { question })} />;
}
