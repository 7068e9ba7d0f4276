import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubmissionPlan } from './model/submission-phase';
import { useSubmission } from './use-submission';

const sending = vi.hoisted(() => ({ available: false, submitted: [] as unknown[] }));

vi.mock('./load-sending', () => ({
  loadSending: async () => {
    if (!sending.available) throw new Error('offline');
    return {
      submitThroughOutbox: async (_store: unknown, draft: unknown) => {
        sending.submitted.push(draft);
        return { kind: 'sent' };
      },
    };
  },
}));

const plan = (values: Record<string, unknown>): SubmissionPlan<string> => ({
  kind: 'send',
  shown: 'shown',
  draft: { form: 'info-package', target: { kind: 'crm', url: 'https://crm.example.com/forms/abc123' }, fields: values as Record<string, string> },
});

describe('useSubmission', () => {
  it('refuses a send whose code cannot be loaded, so the form keeps its values for another try', async () => {
    sending.available = false;
    const { result } = renderHook(() => useSubmission(plan));
    let phase: unknown;
    await act(async () => {
      phase = await result.current.send({ EMAIL: 'greta@example.com' });
    });
    expect(phase).toEqual({ kind: 'refused' });
    expect(result.current.phase).toEqual({ kind: 'refused' });
    expect(sending.submitted).toEqual([]);
  });

  it('sends through the outbox once its code is there', async () => {
    sending.available = true;
    const { result } = renderHook(() => useSubmission(plan));
    await act(async () => {
      await result.current.send({ EMAIL: 'greta@example.com' });
    });
    expect(result.current.phase).toEqual({ kind: 'sent', shown: 'shown' });
    expect(sending.submitted).toHaveLength(1);
  });
});
