import { describe, expect, it } from 'vitest';
import { editingPhase, isHoneypotFilled, phaseAfter, withoutRefusal } from './submission-phase';

const shown = { name: 'Anna' };

describe('phaseAfter', () => {
  it('shows the confirmation when the endpoint took it, with what it answered', () => {
    expect(phaseAfter({ kind: 'sent' }, shown)).toEqual({ kind: 'sent', shown });
    expect(phaseAfter({ kind: 'sent', reply: { id: 'order-1' } }, shown)).toEqual({ kind: 'sent', shown, reply: { id: 'order-1' } });
  });

  it('says it is saved when the outbox keeps it for later', () => {
    expect(phaseAfter({ kind: 'queued', id: 'entry-1' }, shown)).toEqual({ kind: 'queued', id: 'entry-1', shown });
  });

  it("shows a refusal with the endpoint's reason, or without one", () => {
    expect(phaseAfter({ kind: 'rejected', message: 'E-Mail fehlt' }, shown)).toEqual({ kind: 'refused', message: 'E-Mail fehlt' });
    expect(phaseAfter({ kind: 'rejected', message: '' }, shown)).toEqual({ kind: 'refused' });
    expect(phaseAfter({ kind: 'unsaved' }, shown)).toEqual({ kind: 'refused' });
  });
});

describe('withoutRefusal', () => {
  it('hides the last refusal on a new submit and leaves every other phase alone', () => {
    expect(withoutRefusal({ kind: 'refused', message: 'no' })).toBe(editingPhase);
    expect(withoutRefusal({ kind: 'sending' })).toEqual({ kind: 'sending' });
    expect(withoutRefusal({ kind: 'sent', shown })).toEqual({ kind: 'sent', shown });
  });
});

describe('isHoneypotFilled', () => {
  it('counts any visible character, not whitespace', () => {
    expect(isHoneypotFilled('x')).toBe(true);
    expect(isHoneypotFilled('  ')).toBe(false);
    expect(isHoneypotFilled('')).toBe(false);
  });
});
