// The authorship report (issue 13, "Beyond the anchors"): from a paper's version history, how the text grew —
// typed, pasted or inserted by the platform's tools — in which writing sessions, with how much active time and how
// many words at each save. Evidence of a writing process a student can show when a detector flags their own work;
// not proof of authorship (see AUTHORSHIP_CAVEATS), and the report's texts say so.

/** What the editor recorded between the previous version and this one (null columns: not recorded). */
export interface VersionActivity {
  typed: number;
  pasted: number;
  pastes: number;
  largestPaste: number;
  tool: number;
  deleted: number;
  activeSeconds: number;
  editingSeconds: number;
}

export interface AuthorshipVersion {
  version: number;
  /** ISO time the version was saved (the server's clock). */
  savedAt: string;
  words: number;
  activity: VersionActivity | null;
}

export interface AuthorshipSession {
  /** ISO start: the first edit of the session's first recorded version, else its save. */
  start: string;
  end: string;
  versions: number;
  activeSeconds: number;
  wordsBefore: number;
  wordsAfter: number;
  typed: number;
  pasted: number;
  tool: number;
}

export interface AuthorshipReport {
  versions: number;
  recordedVersions: number;
  firstSavedAt: string | null;
  lastSavedAt: string | null;
  words: number;
  totals: VersionActivity;
  /** Shares of the characters inserted in recorded versions (null when nothing was inserted). */
  shares: { typed: number; pasted: number; tool: number } | null;
  sessions: AuthorshipSession[];
  wordsOverTime: Array<{ version: number; savedAt: string; words: number }>;
}

/** A pause longer than this between saves starts a new writing session. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** What the report can and cannot show; printed on the panel and in the PDF. */
export const AUTHORSHIP_CAVEATS = [
  'This report shows how the text was edited in the Studyloop editor, as the editor recorded it at each save. It is evidence of a writing process, not proof of who wrote the text.',
  'Typed text may still have been copied by hand from elsewhere; text written elsewhere and pasted in is counted as pasted. The figures are recorded in the writer’s own browser.',
  'Versions saved before recording began, or from other apps, have no typed or pasted figures and are marked “not recorded”.',
] as const;

/** A record of no edits. */
export function emptyActivity(): VersionActivity {
  return {
    typed: 0,
    pasted: 0,
    pastes: 0,
    largestPaste: 0,
    tool: 0,
    deleted: 0,
    activeSeconds: 0,
    editingSeconds: 0,
  };
}

/** The report of a paper's versions (any order). */
export function authorshipReport(input: readonly AuthorshipVersion[]): AuthorshipReport {
  const versions = [...input].sort((a, b) => a.version - b.version);
  const totals = emptyActivity();
  const sessions: AuthorshipSession[] = [];
  let previousWords = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const v of versions) {
    const saved = Date.parse(v.savedAt);
    const a = v.activity;
    const start = a ? saved - a.editingSeconds * 1000 : saved;
    let session = sessions.at(-1);
    if (!session || start - lastEnd > SESSION_GAP_MS) {
      session = {
        start: new Date(start).toISOString(),
        end: v.savedAt,
        versions: 0,
        activeSeconds: 0,
        wordsBefore: previousWords,
        wordsAfter: v.words,
        typed: 0,
        pasted: 0,
        tool: 0,
      };
      sessions.push(session);
    }
    session.versions += 1;
    session.end = v.savedAt;
    session.wordsAfter = v.words;
    if (a) {
      session.activeSeconds += a.activeSeconds;
      session.typed += a.typed;
      session.pasted += a.pasted;
      session.tool += a.tool;
      totals.typed += a.typed;
      totals.pasted += a.pasted;
      totals.pastes += a.pastes;
      totals.largestPaste = Math.max(totals.largestPaste, a.largestPaste);
      totals.tool += a.tool;
      totals.deleted += a.deleted;
      totals.activeSeconds += a.activeSeconds;
      totals.editingSeconds += a.editingSeconds;
    }
    lastEnd = Math.max(lastEnd, saved);
    previousWords = v.words;
  }
  const inserted = totals.typed + totals.pasted + totals.tool;
  return {
    versions: versions.length,
    recordedVersions: versions.filter((v) => v.activity).length,
    firstSavedAt: versions[0]?.savedAt ?? null,
    lastSavedAt: versions.at(-1)?.savedAt ?? null,
    words: versions.at(-1)?.words ?? 0,
    totals,
    shares:
      inserted > 0
        ? { typed: totals.typed / inserted, pasted: totals.pasted / inserted, tool: totals.tool / inserted }
        : null,
    sessions,
    wordsOverTime: versions.map((v) => ({ version: v.version, savedAt: v.savedAt, words: v.words })),
  };
}

/** "1 h 05 min", "12 min", "40 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "83%" of a 0–1 share. */
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;
