import { afterEach, describe, expect, it } from 'vitest';
import { announceLive, experimentRedirectFor, handOff, takeEarlyInput } from '@/config/hand-off';
import { recordEarlyInput } from './early-input';

afterEach(() => {
  delete window.lumiPrePaint;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

const type = (control: HTMLInputElement, value: string) => {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('what the runtime keeps of typed input until the app is live', () => {
  it('hands each form its record once, and stops recording once the page is live', () => {
    // A page of its own: its listeners go when the test does.
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `
      <form id="hero"><input name="email"><input name="secret" type="hidden"><input name="news" type="checkbox" value="yes"></form>
      <form><input name="loose"></form>`;
    recordEarlyInput(doc, window);
    const [email, , news, loose] = [...doc.querySelectorAll('input')] as HTMLInputElement[];
    type(email!, 'anna@example.org');
    news!.checked = true;
    news!.dispatchEvent(new Event('change', { bubbles: true }));
    type(loose!, 'no form id, nothing to hand over');
    expect(takeEarlyInput('hero')).toEqual({ values: { email: 'anna@example.org', news: true } });
    expect(takeEarlyInput('hero')).toBeUndefined();

    announceLive(doc);
    type(email!, 'later@example.org');
    expect(takeEarlyInput('hero')).toBeUndefined();
  });

  it('keeps a group of boxes as the ticked values and a radio group as the chosen one', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `<form id="order">
      <input type="checkbox" name="topics" value="a"><input type="checkbox" name="topics" value="b">
      <input type="radio" name="for" value="me"><input type="radio" name="for" value="mother"></form>`;
    recordEarlyInput(doc, window);
    const [a, b, , mother] = [...doc.querySelectorAll('input')] as HTMLInputElement[];
    for (const box of [a!, b!, mother!]) {
      box.checked = true;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(takeEarlyInput('order')).toEqual({ values: { topics: ['a', 'b'], for: 'mother' } });
  });
});

describe('the experiments hook', () => {
  it("answers with the runtime's decision, and with none when there is no runtime or it fails", () => {
    expect(experimentRedirectFor('/shop')).toBeUndefined();
    handOff().experimentRedirect = (path) => (path === '/shop' ? '/shop-old' : undefined);
    expect(experimentRedirectFor('/shop')).toBe('/shop-old');
    handOff().experimentRedirect = () => {
      throw new Error('broken payload');
    };
    expect(experimentRedirectFor('/shop')).toBeUndefined();
  });
});
