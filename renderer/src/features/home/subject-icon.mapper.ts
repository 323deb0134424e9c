import {
  Atom,
  BookOpen,
  Brain,
  Calculator,
  ChartLine,
  Cpu,
  Database,
  Dna,
  FlaskConical,
  GraduationCap,
  Languages,
  Leaf,
  Music,
  Palette,
  Scale,
  Stethoscope,
  Wrench,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface SubjectVisual {
  icon: LucideIcon;
  /** Tile colour used when the subject row has no usable colour of its own. */
  color: string;
}

const subjectVisuals: Record<string, SubjectVisual> = {
  mathematics: { icon: Calculator, color: '#4f46e5' },
  physics: { icon: Atom, color: '#0284c7' },
  'computer science': { icon: Cpu, color: '#7c3aed' },
  engineering: { icon: Wrench, color: '#ea580c' },
  medicine: { icon: Stethoscope, color: '#dc2626' },
  law: { icon: Scale, color: '#92400e' },
  psychology: { icon: Brain, color: '#db2777' },
  biology: { icon: Dna, color: '#16a34a' },
  'fine arts': { icon: Palette, color: '#c026d3' },
  music: { icon: Music, color: '#9333ea' },
  languages: { icon: Languages, color: '#0891b2' },
  literature: { icon: BookOpen, color: '#b45309' },
  economics: { icon: ChartLine, color: '#059669' },
  'environmental science': { icon: Leaf, color: '#15803d' },
  chemistry: { icon: FlaskConical, color: '#0d9488' },
  'data science': { icon: Database, color: '#2563eb' },
};

export const genericSubjectVisual: SubjectVisual = { icon: GraduationCap, color: '#475569' };

/** Icons are matched by subject name (spec 1 section 3); any other name gets the generic icon. */
export function subjectVisualFor(name: string): SubjectVisual {
  return subjectVisuals[name.trim().toLowerCase().replace(/\s+/g, ' ')] ?? genericSubjectVisual;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The subject's own colour when it is a plain hex colour, else the colour of its icon. */
export function subjectTileColor(name: string, color: string | null | undefined): string {
  return color && HEX_COLOR.test(color.trim()) ? color.trim() : subjectVisualFor(name).color;
}
