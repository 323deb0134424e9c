// The editor's citation parts (tiptap nodes). An in-text citation is an inline atom that keeps the ids of the
// sources it cites and shows their formatted citation; the bibliography is a block atom with the formatted
// entries. Both are stored in the paper's HTML (span[data-citation], section[data-bibliography]) and are
// reformatted in place when the sources or the style change.
import { Node, mergeAttributes } from '@tiptap/react';

export const CitationNode = Node.create({
  name: 'citation',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      refs: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-refs') ?? '',
        renderHTML: (attrs) => ({ 'data-refs': attrs.refs as string }),
      },
      text: {
        default: '',
        parseHTML: (el) => el.textContent ?? '',
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-citation]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-citation': '',
        class: 'rounded bg-brand-50 px-0.5 text-brand-900',
      }),
      node.attrs.text as string,
    ];
  },
  renderText({ node }) {
    return node.attrs.text as string;
  },
});

export const BibliographyNode = Node.create({
  name: 'bibliography',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      heading: { default: 'References', renderHTML: () => ({}) },
      entries: { default: [] as string[], renderHTML: () => ({}) },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'section[data-bibliography]',
        getAttrs: (el) => ({
          heading: el.querySelector('h2')?.textContent ?? 'References',
          entries: Array.from(el.querySelectorAll('p'), (p) => p.textContent ?? ''),
        }),
      },
    ];
  },
  renderHTML({ node }) {
    return [
      'section',
      { 'data-bibliography': '', class: 'border-t border-slate-200 pt-3', 'aria-label': 'Bibliography' },
      ['h2', {}, node.attrs.heading as string],
      ...(node.attrs.entries as string[]).map((entry) => ['p', { class: 'pl-6 -indent-6' }, entry]),
    ];
  },
  renderText({ node }) {
    return [node.attrs.heading as string, ...(node.attrs.entries as string[])].join('\n\n');
  },
});
