import { strToU8, zipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import { fnv1a32 } from '../text/hash.util.ts';
import type { Flashcard } from './flashcard-generator.engine.ts';

/**
 * Anki package export. An .apkg is a zip holding `collection.anki2` (a SQLite database in Anki's schema 11,
 * which every Anki version since 2.1 and AnkiDroid import) and `media` (a JSON map of media files; none here).
 * SQLite comes from sql.js's single-file WebAssembly build and the zip from fflate, both pure JavaScript at the
 * call site, so the export runs in the browser, in Electron and on the server alike.
 */
export interface ApkgDeck {
  name: string;
  description?: string;
  cards: readonly Flashcard[];
}

export interface ApkgOptions {
  /** Creation time; fixed in tests so output is reproducible. */
  now?: Date;
  /** An initialised sql.js, when the host already has one (e.g. with its own .wasm URL). */
  sqlJs?: SqlJsStatic;
}

let sqlJsPromise: Promise<SqlJsStatic> | null = null;

async function loadSqlJs(): Promise<SqlJsStatic> {
  // Loaded on first export only: the module embeds a 1 MB WebAssembly binary most sessions never need.
  sqlJsPromise ??= import('sql.js/dist/sql-wasm-inline.js').then((m) => m.default());
  return sqlJsPromise;
}

const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

const CARD_CSS = `.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }
.source { margin-top: 1em; font-size: 14px; color: #666; font-style: italic; }
.cloze { font-weight: bold; color: blue; }`;

// Stable model ids so that re-importing an updated deck updates notes instead of duplicating note types.
const BASIC_MODEL_ID = 1_700_000_000_001;
const CLOZE_MODEL_ID = 1_700_000_000_002;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', strToU8(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const GUID_ALPHABET =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** Anki-style 10-character guid, derived from content so the same card keeps its guid across exports. */
function guidFrom(hex: string): string {
  let value = BigInt(`0x${hex.slice(0, 16)}`);
  let out = '';
  const base = BigInt(GUID_ALPHABET.length);
  while (value > 0n) {
    out = GUID_ALPHABET[Number(value % base)] + out;
    value /= base;
  }
  return out.padStart(10, 'a').slice(0, 10);
}

function field(name: string, ord: number): Record<string, unknown> {
  return { name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] };
}

function models(deckId: number, mod: number): string {
  const common = {
    did: deckId,
    mod,
    usn: -1,
    vers: [],
    tags: [],
    css: CARD_CSS,
    sortf: 0,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
  };
  return JSON.stringify({
    [BASIC_MODEL_ID]: {
      ...common,
      id: BASIC_MODEL_ID,
      name: 'Studyloop Basic',
      type: 0,
      flds: [field('Front', 0), field('Back', 1), field('Source', 2)],
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: '{{Front}}',
          afmt: '{{FrontSide}}<hr id=answer>{{Back}}{{#Source}}<div class=source>{{Source}}</div>{{/Source}}',
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
      req: [[0, 'any', [0]]],
    },
    [CLOZE_MODEL_ID]: {
      ...common,
      id: CLOZE_MODEL_ID,
      name: 'Studyloop Cloze',
      type: 1,
      flds: [field('Text', 0), field('Source', 1)],
      tmpls: [
        {
          name: 'Cloze',
          ord: 0,
          qfmt: '{{cloze:Text}}',
          afmt: '{{cloze:Text}}{{#Source}}<div class=source>{{Source}}</div>{{/Source}}',
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
    },
  });
}

function decks(deckId: number, name: string, description: string, mod: number): string {
  const deck = (id: number, deckName: string, desc: string): Record<string, unknown> => ({
    id,
    name: deckName,
    desc,
    mod,
    usn: -1,
    collapsed: false,
    browserCollapsed: false,
    dyn: 0,
    conf: 1,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  });
  return JSON.stringify({ 1: deck(1, 'Default', ''), [deckId]: deck(deckId, name, description) });
}

const DECK_OPTIONS = JSON.stringify({
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    dyn: false,
    maxTaken: 60,
    timer: 0,
    autoplay: true,
    replayq: true,
    new: {
      delays: [1, 10],
      ints: [1, 4, 7],
      initialFactor: 2500,
      order: 1,
      perDay: 20,
      bury: true,
      separate: true,
    },
    rev: {
      perDay: 200,
      ease4: 1.3,
      fuzz: 0.05,
      ivlFct: 1,
      maxIvl: 36500,
      bury: true,
      hardFactor: 1.2,
      minSpace: 1,
    },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
  },
});

const COLLECTION_CONF = JSON.stringify({
  activeDecks: [1],
  curDeck: 1,
  newSpread: 0,
  collapseTime: 1200,
  timeLim: 0,
  estTimes: true,
  dueCounts: true,
  curModel: String(BASIC_MODEL_ID),
  nextPos: 1,
  sortType: 'noteFld',
  sortBackwards: false,
  addToCur: true,
});

/** Builds the .apkg bytes for a deck. */
export async function exportApkg(deck: ApkgDeck, options: ApkgOptions = {}): Promise<Uint8Array> {
  const SQL = options.sqlJs ?? (await loadSqlJs());
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const nowS = Math.floor(nowMs / 1000);
  const deckName = deck.name.trim() || 'Studyloop deck';
  const deckId = 1_000_000_000_000 + (fnv1a32(deckName) % 1_000_000_000);

  const db = new SQL.Database();
  try {
    db.exec(SCHEMA);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      Math.floor(nowS / 86400) * 86400,
      nowMs,
      nowMs,
      COLLECTION_CONF,
      models(deckId, nowS),
      decks(deckId, deckName, deck.description ?? '', nowS),
      DECK_OPTIONS,
      '{}',
    ]);
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
    const insertCard = db.prepare(
      "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    );
    try {
      let position = 0;
      const usedKeys = new Set<string>();
      for (const card of deck.cards) {
        position += 1;
        // Guids follow the card id so re-importing updates notes; a repeated id must not merge two notes.
        const guidKey = usedKeys.has(card.id) ? `${card.id}\u0000${position}` : card.id;
        usedKeys.add(guidKey);
        const isCloze = card.cloze !== null;
        const source =
          card.source === null
            ? ''
            : escapeHtml(card.source.sentence) +
              (card.source.page === null ? '' : ` (p. ${card.source.page})`);
        const fields = isCloze
          ? [escapeHtml(card.cloze ?? ''), source]
          : [escapeHtml(card.front), escapeHtml(card.back), source];
        const first = fields[0] ?? '';
        const hash = await sha1Hex(stripHtml(first));
        const tags =
          card.tags.length === 0 ? '' : ` ${card.tags.map((t) => t.replace(/\s+/g, '_')).join(' ')} `;
        // Note and card ids are millisecond timestamps in Anki; consecutive values keep them unique and ordered.
        const noteId = nowMs + position;
        insertNote.run([
          noteId,
          guidFrom(await sha1Hex(`${deckName}\u0000${guidKey}`)),
          isCloze ? CLOZE_MODEL_ID : BASIC_MODEL_ID,
          nowS,
          tags,
          fields.join('\u001f'),
          stripHtml(first),
          Number.parseInt(hash.slice(0, 8), 16),
        ]);
        insertCard.run([noteId, noteId, deckId, nowS, position]);
      }
    } finally {
      insertNote.free();
      insertCard.free();
    }
    const collection = db.export();
    return zipSync({ 'collection.anki2': collection, media: strToU8('{}') }, { level: 6, mtime: now });
  } finally {
    db.close();
  }
}
