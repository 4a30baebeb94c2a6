import { messages } from '@pathshala/contracts';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../lib/format';
import { hi } from './hi/index';
import {
  deviceLanguage,
  language,
  loadLanguage,
  pickLanguage,
  settleLanguageAtSignIn,
  switchLanguage,
  t,
  takeLanguageNotSaved,
  translateServerMessage,
  useMessages,
} from './index';

const reload = vi.fn();
beforeEach(async () => {
  await switchLanguage('en'); // a test may have switched in place
  localStorage.clear();
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

describe('the device’s language', () => {
  it('is the browser’s preferred language the app speaks, else English', () => {
    expect(pickLanguage(['hi-IN', 'en'])).toBe('hi');
    expect(pickLanguage(['ta-IN', 'en-IN'])).toBe('en');
    expect(pickLanguage(['xx'])).toBe('en');
  });

  it('is the last one chosen on the device, and a stored value the app does not speak is ignored', async () => {
    localStorage.setItem('pathshala.language', 'fr');
    expect(deviceLanguage()).toBe(pickLanguage());
    await switchLanguage('hi');
    expect(deviceLanguage()).toBe('hi');
    await switchLanguage('en');
  });
});

describe('times in Hindi (issue 28)', () => {
  it("say the time of day in Hindi, not 'am' and 'pm' (Intl's Hindi keeps them in English)", async () => {
    await switchLanguage('hi');
    const morning = formatDateTime('2026-11-27T04:30:00Z');
    const afternoon = formatTime('2026-11-27T10:30:00Z');
    expect(`${morning} ${afternoon}`).not.toMatch(/\b(am|pm|AM|PM)\b/);
    expect(morning).toMatch(/पूर्वाह्न|अपराह्न/);
    expect(afternoon).toMatch(/पूर्वाह्न|अपराह्न/);
    await switchLanguage('en');
    expect(formatDateTime('2026-11-27T04:30:00Z')).toMatch(/\b(am|pm)\b/);
  });
});

describe('switching', () => {
  it('changes the words on screen in place, with no reload', async () => {
    function Greeting() {
      return createElement('p', null, useMessages().language.label);
    }
    render(createElement(Greeting));
    const english = screen.getByText(t.language.label);
    await act(() => switchLanguage('hi'));
    expect(english).toHaveTextContent(hi.language.label);
    expect(document.documentElement.lang).toBe('hi');
    expect(formatDate('2026-11-27T06:00:00Z')).toMatch(/[\u0900-\u097F]/);
    await act(() => switchLanguage('en'));
    expect(english).not.toHaveTextContent(hi.language.label);
    expect(document.documentElement.lang).toBe('en');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('at sign-in', () => {
  const save = vi.fn(async () => undefined);
  beforeEach(() => save.mockClear());

  it('a language chosen on the sign-in page just now goes to the account, with no reload', async () => {
    await switchLanguage('hi', { beforeSignIn: true });
    expect(await settleLanguageAtSignIn('en', save)).toBe(false);
    expect(save).toHaveBeenCalledWith('hi');
    // Only once: the next sign-in in this tab takes the account's language again (to be shown).
    expect(await settleLanguageAtSignIn('en', save)).toBe(true);
    expect(save).toHaveBeenCalledOnce();
    expect(deviceLanguage()).toBe('en');
  });

  it('otherwise the account’s language comes to the device, to be shown (in place)', async () => {
    expect(await settleLanguageAtSignIn('hi', save)).toBe(true);
    expect(deviceLanguage()).toBe('hi');
    expect(save).not.toHaveBeenCalled();
  });

  it('an account that never chose keeps the device’s language', async () => {
    expect(await settleLanguageAtSignIn(null, save)).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('a choice the account could not keep is said once', async () => {
    await switchLanguage('hi', { beforeSignIn: true });
    save.mockRejectedValueOnce(new Error('offline'));
    expect(await settleLanguageAtSignIn(null, save)).toBe(false);
    expect(takeLanguageNotSaved()).toBe(true);
    expect(takeLanguageNotSaved()).toBe(false);
  });
});

describe('loading Hindi', () => {
  it('swaps the catalogue, the server’s texts and the date format before the first render', async () => {
    expect(translateServerMessage(messages.api.network)).toBe(messages.api.network);
    const day = formatDate('2026-11-27T06:00:00Z');
    localStorage.setItem('pathshala.language', 'hi');
    await loadLanguage();
    expect(language).toBe('hi');
    expect(t).toBe(hi);
    expect(document.documentElement.lang).toBe('hi');
    expect(translateServerMessage(messages.api.network)).toBe(hi.api.network);
    expect(translateServerMessage('A text no catalogue has')).toBe('A text no catalogue has');
    expect(formatDate('2026-11-27T06:00:00Z')).not.toBe(day);
    expect(formatDate('2026-11-27T06:00:00Z')).toMatch(/[\u0900-\u097F]/);
  });
});
