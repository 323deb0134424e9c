import { describe, expect, it } from 'vitest';
import {
  HANDOFF_MAX_CHARS,
  HANDOFF_TTL_MS,
  clearHandoff,
  handoffFromSearch,
  handoffTarget,
  peekHandoff,
  storeHandoff,
  writerFieldsFromText,
} from './tool-handoff';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the landing hand-off', () => {
  it('keeps the text per tool, out of the address, until the tool clears it', () => {
    const store = memoryStore();
    storeHandoff('ai-detector', '  My essay text.  ', store, 1000);
    storeHandoff('plagiarism-checker', 'Another text', store, 1000);
    expect(handoffTarget('ai-detector')).toBe('/dashboard/xyeditor?from=ai-detector');
    expect(handoffTarget('ai-writer')).toBe('/dashboard/ai-writer/paper?from=ai-writer');
    expect(handoffTarget('ai-detector')).not.toContain('essay');
    expect(peekHandoff('ai-detector', store, 2000)).toBe('My essay text.');
    expect(peekHandoff('ai-detector', store, 2000)).toBe('My essay text.'); // peeking does not use it up
    clearHandoff('ai-detector', store);
    expect(peekHandoff('ai-detector', store, 2000)).toBeNull();
    expect(peekHandoff('plagiarism-checker', store, 2000)).toBe('Another text');
  });

  it('drops an expired or corrupted text, and an empty text clears the kept one', () => {
    const store = memoryStore();
    storeHandoff('xy-editor', 'Old text', store, 0);
    expect(peekHandoff('xy-editor', store, HANDOFF_TTL_MS + 1)).toBeNull();
    expect(store.items.size).toBe(0);
    store.setItem('studyloop.handoff.xy-editor', '{not json');
    expect(peekHandoff('xy-editor', store, 0)).toBeNull();
    expect(store.items.size).toBe(0);
    storeHandoff('xy-editor', 'Kept', store, 0);
    storeHandoff('xy-editor', '   ', store, 0);
    expect(store.items.size).toBe(0);
  });

  it('caps the kept text', () => {
    const store = memoryStore();
    storeHandoff('xy-editor', 'a'.repeat(HANDOFF_MAX_CHARS + 10), store, 0);
    expect(peekHandoff('xy-editor', store, 0)).toHaveLength(HANDOFF_MAX_CHARS);
  });

  it('answers the text only for the tools a page accepts, named by ?from=', () => {
    const store = memoryStore();
    storeHandoff('ai-writer', 'Topic', store, 0);
    storeHandoff('ai-detector', 'Essay', store, 0);
    const editorTools = ['xy-editor', 'ai-detector', 'plagiarism-checker'] as const;
    expect(handoffFromSearch('?from=ai-detector', editorTools, store, 0)).toEqual({
      tool: 'ai-detector',
      text: 'Essay',
    });
    expect(handoffFromSearch('?from=ai-writer', editorTools, store, 0)).toBeNull();
    expect(handoffFromSearch('', editorTools, store, 0)).toBeNull();
    expect(handoffFromSearch('?from=xy-editor', editorTools, store, 0)).toBeNull(); // nothing kept for it
  });

  it('gives the writer a title from the first line and the whole text as instructions', () => {
    expect(writerFieldsFromText('The causes of the First World War\nCompare two historians.')).toEqual({
      title: 'The causes of the First World War',
      instructions: 'The causes of the First World War\nCompare two historians.',
    });
    const long = writerFieldsFromText(`${'word '.repeat(40)}end`);
    expect(long.title.length).toBeLessThanOrEqual(101);
    expect(long.title.endsWith('…')).toBe(true);
    expect(writerFieldsFromText('x'.repeat(6000)).instructions).toHaveLength(5000);
  });
});
