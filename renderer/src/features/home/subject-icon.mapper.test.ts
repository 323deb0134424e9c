import { Atom, Calculator, Database, GraduationCap, Leaf } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { genericSubjectVisual, subjectTileColor, subjectVisualFor } from './subject-icon.mapper';

const specSubjects = [
  'Mathematics',
  'Physics',
  'Computer Science',
  'Engineering',
  'Medicine',
  'Law',
  'Psychology',
  'Biology',
  'Fine Arts',
  'Music',
  'Languages',
  'Literature',
  'Economics',
  'Environmental Science',
  'Chemistry',
  'Data Science',
];

describe('subjectVisualFor', () => {
  it('gives each of the 16 named subjects its own icon', () => {
    const icons = specSubjects.map((name) => subjectVisualFor(name).icon);
    expect(icons).not.toContain(GraduationCap);
    expect(new Set(icons).size).toBe(specSubjects.length);
  });

  it('matches by name regardless of case and spacing', () => {
    expect(subjectVisualFor('Mathematics').icon).toBe(Calculator);
    expect(subjectVisualFor('  physics ').icon).toBe(Atom);
    expect(subjectVisualFor('DATA   science').icon).toBe(Database);
    expect(subjectVisualFor('Environmental Science').icon).toBe(Leaf);
  });

  it('gives any other name the generic icon', () => {
    for (const name of ['Philosophy', '', 'Math', 'Computer']) {
      expect(subjectVisualFor(name)).toBe(genericSubjectVisual);
    }
  });
});

describe('subjectTileColor', () => {
  it('uses the row colour when it is a hex colour', () => {
    expect(subjectTileColor('Law', '#123abc')).toBe('#123abc');
    expect(subjectTileColor('Law', '#fff')).toBe('#fff');
  });

  it('falls back to the icon colour for missing or unsafe values', () => {
    const fallback = subjectVisualFor('Law').color;
    for (const color of [null, undefined, '', 'red; background:url(x)', 'blue']) {
      expect(subjectTileColor('Law', color)).toBe(fallback);
    }
  });
});
