import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

describe('isPlainClick', () => {
  it('is a click with the main button and no modifier', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it('is not a middle click, nor one with Ctrl, Cmd, Shift or Alt', () => {
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick(click({ [modifier]: true }))).toBe(false);
  });
});
