import { describe, expect, it } from 'vitest';
import {
  canSend,
  chatReducer,
  composeMessage,
  ERROR_REPLY,
  formatFileSize,
  isAllowedFile,
  isTextFile,
  preferencesFrom,
  showQuickSuggestions,
  WELCOME,
} from './chat-logic.ts';

describe('chat reducer', () => {
  it('appends the user message and a typing placeholder, then replaces it', () => {
    const sent = chatReducer([WELCOME], { type: 'send', userId: 'u1', typingId: 't1', content: 'Hi', timestamp: 1 });
    expect(sent.map((m) => [m.type, m.typing ?? false])).toEqual([
      ['bot', false],
      ['user', false],
      ['bot', true],
    ]);
    expect(showQuickSuggestions([WELCOME])).toBe(true);
    expect(showQuickSuggestions(sent)).toBe(false);
    const replied = chatReducer(sent, { type: 'reply', typingId: 't1', content: 'Try oats', suggestions: [], timestamp: 2 });
    expect(replied[2]).toMatchObject({ content: 'Try oats', suggestions: [] });
    expect(replied[2]!.typing).toBeUndefined();
    const failed = chatReducer(sent, { type: 'fail', typingId: 't1', timestamp: 2 });
    expect(failed[2]!.content).toBe(ERROR_REPLY);
  });
});

describe('attachments', () => {
  it('allows the spec types', () => {
    expect(isAllowedFile('notes.TXT')).toBe(true);
    expect(isAllowedFile('pic.jpeg')).toBe(true);
    expect(isAllowedFile('run.exe')).toBe(false);
    expect(isAllowedFile('noext')).toBe(false);
    expect(isTextFile('a.csv')).toBe(true);
    expect(isTextFile('a.pdf')).toBe(false);
  });
  it('formats sizes in B, KB, MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
  it('adds text content as context and names other files', () => {
    expect(composeMessage(' hi ', null)).toBe('hi');
    expect(composeMessage('Plan', { name: 'pantry.txt', size: 10, text: 'eggs, rice' })).toContain('eggs, rice');
    expect(composeMessage('Plan', { name: 'menu.pdf', size: 2048 })).toContain('menu.pdf (2.0 KB)');
    expect(composeMessage('x', { name: 'big.txt', size: 9999, text: 'a'.repeat(5000) }).length).toBeLessThanOrEqual(2000);
  });
  it('sends only with text or an attachment, never while loading', () => {
    expect(canSend('  ', null, false)).toBe(false);
    expect(canSend('hi', null, true)).toBe(false);
    expect(canSend('', { name: 'a.txt', size: 1 }, false)).toBe(true);
  });
});

describe('preferences', () => {
  it('maps chips and applies chat defaults', () => {
    expect(preferencesFrom(['Vegan', 'High-Protein'])).toEqual({
      dietaryRestrictions: ['vegan'],
      nutritionGoals: ['high-protein'],
      allergies: [],
      cuisinePreferences: [],
      cookingSkill: 'beginner',
      availableTime: 30,
    });
  });
});
