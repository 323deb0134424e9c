import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { EditorContent, type Editor } from '@tiptap/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { countWords } from '../../../../shared/study/text/text-tokens.util';
import { toast } from '../../ui/toast.store';
import { RestoredDraftNotice, useDraftJournal } from '../drafts';
import { AnalysisPanel } from './AnalysisPanel';
import { authorshipTexts } from './authorship/authorship.texts';
import { AUTHORSHIP_META, EditRecorder } from './authorship/edit-recorder';
import { citationTexts } from './citations/citations.texts';
import { SourcesPanel } from './citations/SourcesPanel';
import { PaidActionFailure } from '../ai-tools';
import { CustomQueryForm } from './CustomQueryForm';
import { DetectorPanel } from './DetectorPanel';
import { EditorToolbar } from './EditorToolbar';
import { ExportButtons } from './ExportButtons';
import { GenerateDraftButton } from './GenerateDraftButton';
import { handoffTexts } from './handoff/handoff.texts';
import { PlagiarismPanel } from './PlagiarismPanel';
import { SaveStatus } from './SaveStatus';
import { SuggestionReview } from './SuggestionReview';
import { showTextHighlights } from './text-highlights.extension';
import { useAiTasks } from './useAiTasks';
import { useAutosave } from './useAutosave';
import { usePaperEditor } from './usePaperEditor';
import { VersionHistory } from './VersionHistory';
import { toEditorHtml } from './writing-content';
import {
  createPaper,
  draftTitle,
  savePaper,
  writingKeys,
  type PaperEditor,
  type PaperRow,
} from './writing.api';
import { writingTexts } from './writing.texts';

// The authorship report (and its chart library) loads when its tab opens.
const AuthorshipPanel = lazy(() => import('./authorship/AuthorshipPanel'));

/** How long a new document waits after the first keystroke, so its title has more than one letter. */
const CREATE_DELAY_MS = 1500;

/** What the journal keeps of a paper being typed: its title and the editor's HTML. */
interface PaperWork {
  title: string;
  html: string;
}
const parsePaperWork = (raw: unknown): PaperWork | null =>
  typeof raw === 'object' &&
  raw !== null &&
  typeof (raw as PaperWork).title === 'string' &&
  typeof (raw as PaperWork).html === 'string'
    ? { title: (raw as PaperWork).title, html: (raw as PaperWork).html }
    : null;

const tabClass =
  'rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800';

/**
 * The rich-text workspace of the writer and the editor (tiptap/ProseMirror): text, autosave with versions, the
 * priced AI actions, the detector, the plagiarism check and the version history. With no paper yet, the first
 * content creates one (spec 2 section 4) and the page moves to its URL.
 */
export function WritingWorkspace(props: {
  paper: PaperRow | null;
  kind: PaperEditor;
  paperPath: (id: string) => string;
  /** Text carried from a public landing (a new document only): it becomes the first content, which creates the paper. */
  startWith?: { text: string; tab: 'detector' | 'plagiarism' | null; onUsed: () => void } | null;
}) {
  const { kind } = props;
  const queryClient = useQueryClient();
  // A new document becomes a paper in place: the editor (and the caret) stay while the address changes.
  const [paper, setPaper] = useState(props.paper);
  const paperRef = useRef(props.paper);
  const [title, setTitle] = useState(paper?.title ?? '');
  const [words, setWords] = useState(paper?.word_count ?? 0);
  const titleRef = useRef(title);
  const creating = useRef<ReturnType<typeof setTimeout> | null>(null);
  // How the text grows between saves (typed, pasted, inserted by tools), saved with each version.
  const recorder = useRef(new EditRecorder());

  const editor = usePaperEditor({
    content: paper?.content ?? '',
    onUpdate: (e, transaction) => {
      recorder.current.note(transaction);
      setWords(countWords(e.getText()));
      journal.markDirty();
      if (paperRef.current) autosave.markDirty();
      else if (!creating.current && e.getText().trim())
        creating.current = setTimeout(() => void create(e), CREATE_DELAY_MS);
    },
  });

  // Every keystroke is kept on this device within a second (and on hide/close) until the platform has it: the
  // 20 s autosave makes versions, the journal makes sure a reload or a closed tab loses nothing meanwhile.
  const journal = useDraftJournal<PaperWork>({
    scope: editor ? `paper:${kind}:${paper?.id ?? 'new'}` : null,
    read: () => ({ title: titleRef.current, html: editor?.getHTML() ?? '' }),
    parse: parsePaperWork,
    isEmpty: (work) => !paperRef.current && !work.title.trim() && !work.html.replace(/<[^>]*>/g, '').trim(),
    apply: (work, savedAt) => {
      const current = paperRef.current;
      // The platform's copy was saved after this one (another device, another tab): it wins.
      if (!editor || (current && current.updated_at > savedAt)) return false;
      if (work.html === editor.getHTML() && work.title === titleRef.current) return false;
      titleRef.current = work.title;
      setTitle(work.title);
      editor.chain().setContent(work.html, { emitUpdate: true }).run();
      if (current) autosave.markDirty();
    },
  });

  const { checkpoint: journalCheckpoint, saved: journalSaved } = journal;
  const save = useCallback(async () => {
    const paper = paperRef.current;
    if (!editor || !paper) return;
    const revision = journalCheckpoint();
    const text = editor.getText();
    const hasText = text.trim().length > 0;
    const activity = recorder.current.take();
    // Without text no version is written: the record waits for the next one.
    if (!hasText) recorder.current.putBack(activity);
    try {
      await savePaper({
        paperId: paper.id,
        title: titleRef.current.trim() || draftTitle(text),
        content: editor.getHTML(),
        wordCount: countWords(text),
        hasText,
        activity,
      });
    } catch (error) {
      if (hasText) recorder.current.putBack(activity);
      toast.error(error instanceof Error ? error.message : writingTexts.saveFailed);
      throw error;
    }
    void journalSaved(revision);
    void queryClient.invalidateQueries({ queryKey: writingKeys.versions(paper.id) });
    void queryClient.invalidateQueries({ queryKey: writingKeys.papers(kind) });
  }, [editor, queryClient, kind, journalCheckpoint, journalSaved]);
  const autosave = useAutosave(save);

  async function create(editor: Editor) {
    const revision = journal.checkpoint();
    const text = editor.getText();
    const html = editor.getHTML();
    const activity = recorder.current.take();
    try {
      const created = await createPaper({
        editor: kind,
        title: titleRef.current.trim() || draftTitle(text),
        content: html,
        wordCount: countWords(text),
        activity,
      });
      paperRef.current = created;
      setPaper(created);
      if (!titleRef.current.trim()) {
        titleRef.current = created.title;
        setTitle(created.title);
      }
      queryClient.setQueryData(writingKeys.paper(created.id), created);
      void queryClient.invalidateQueries({ queryKey: writingKeys.papers(kind) });
      // Spec 2 section 4: then the product moves to the paper's URL. The address changes without a router
      // navigation (which would remount the editor): the caret stays, and what was typed meanwhile is autosaved.
      window.history.replaceState(window.history.state, '', props.paperPath(created.id));
      // The new document's copy is now the paper's; what was typed meanwhile goes to the paper's journal.
      void journal.saved(revision);
      if (editor.getHTML() !== html) {
        autosave.markDirty();
        typedWhileCreating.current = true;
      }
    } catch (error) {
      creating.current = null;
      recorder.current.putBack(activity);
      toast.error(error instanceof Error ? error.message : writingTexts.createFailed);
    }
  }

  // Text typed while the paper was being created is journalled under the paper once its journal opens.
  const typedWhileCreating = useRef(false);
  const { markDirty: journalChanged } = journal;
  useEffect(() => {
    if (!paper || !typedWhileCreating.current) return;
    typedWhileCreating.current = false;
    journalChanged();
  }, [paper, journalChanged]);

  const startWith = useRef(props.paper ? null : (props.startWith ?? null));
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const start = startWith.current;
    if (!editor || !start) return;
    startWith.current = null;
    // Text brought from a landing was pasted there: the authorship record counts it as pasted.
    editor
      .chain()
      .setMeta(AUTHORSHIP_META, 'pasted')
      .setContent(toEditorHtml(start.text), { emitUpdate: true })
      .run();
    start.onUsed();
    setArrived(true);
  }, [editor]);

  const ai = useAiTasks(editor, paper?.id ?? null);
  const getText = () => editor?.getText({ blockSeparator: '\n\n' }) ?? '';

  if (!editor) return null;
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <label className="min-w-[14rem] flex-1">
            <span className="sr-only">{writingTexts.titleLabel}</span>
            <input
              value={title}
              placeholder={paper ? writingTexts.titleLabel : writingTexts.newDocument}
              maxLength={300}
              onChange={(event) => {
                setTitle(event.target.value);
                titleRef.current = event.target.value;
                journal.markDirty();
                if (paper) autosave.markDirty();
              }}
              className="h-11 w-full rounded-xl border border-slate-300 px-3 text-lg font-semibold"
            />
          </label>
          <span className="text-sm text-slate-600" data-testid="word-count">
            {writingTexts.words(words)}
          </span>
          <ExportButtons
            editor={editor}
            title={() => titleRef.current.trim() || draftTitle(editor.getText())}
          />
          {paper && (
            <SaveStatus
              state={autosave.state}
              savedAt={autosave.savedAt}
              onSave={() => void autosave.flush()}
            />
          )}
        </div>
        <RestoredDraftNotice journal={journal} />
        {arrived && (
          <p role="status" className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {handoffTexts.arrived}
          </p>
        )}
        {paper && kind === 'writer' && words === 0 && (
          <GenerateDraftButton
            paper={paper}
            onPartial={(html) => editor.commands.setContent(toEditorHtml(html), { emitUpdate: false })}
            onDraft={(html) => {
              editor
                .chain()
                .setMeta(AUTHORSHIP_META, 'tool')
                .setContent(toEditorHtml(html), { emitUpdate: true })
                .run();
              void autosave.flush();
            }}
          />
        )}
        {ai.pending && <SuggestionReview pending={ai.pending} onAccept={ai.accept} onReject={ai.reject} />}
        {ai.customFor && <CustomQueryForm onRun={(q) => void ai.runCustom(q)} onCancel={ai.cancelCustom} />}
        <div className="rounded-2xl border border-slate-200 bg-white shadow-card">
          <EditorToolbar editor={editor} busy={ai.busy} onAiTask={(task) => void ai.start(task)} />
          {ai.failure && (
            <div className="border-b border-slate-200 p-2">
              <PaidActionFailure failure={ai.failure} onDismiss={ai.dismissFailure} />
            </div>
          )}
          <EditorContent editor={editor} />
        </div>
      </div>
      <Tabs.Root
        defaultValue={props.startWith?.tab ?? 'detector'}
        className="rounded-2xl border border-slate-200 bg-white p-3 shadow-card"
      >
        <Tabs.List
          aria-label="Checks and history"
          className="flex flex-wrap gap-1 border-b border-slate-100 pb-2"
        >
          <Tabs.Trigger value="detector" className={tabClass}>
            {writingTexts.detector}
          </Tabs.Trigger>
          <Tabs.Trigger value="plagiarism" className={tabClass}>
            {writingTexts.plagiarism}
          </Tabs.Trigger>
          <Tabs.Trigger value="analysis" className={tabClass}>
            {writingTexts.analysis}
          </Tabs.Trigger>
          {paper && (
            <Tabs.Trigger value="sources" className={tabClass}>
              {citationTexts.tab}
            </Tabs.Trigger>
          )}
          {paper && (
            <Tabs.Trigger value="versions" className={tabClass}>
              {writingTexts.versionHistory}
            </Tabs.Trigger>
          )}
          {paper && (
            <Tabs.Trigger value="authorship" className={tabClass}>
              {authorshipTexts.tab}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="detector" className="pt-3">
          <DetectorPanel
            getText={getText}
            paperId={paper?.id ?? null}
            onHighlights={(checked) =>
              showTextHighlights(
                editor,
                checked?.text ?? null,
                (checked?.sentences ?? [])
                  .filter((s) => s.level === 'ai' || s.level === 'mixed')
                  .map((s) => ({
                    start: s.start,
                    end: s.end,
                    className: s.level === 'ai' ? 'bg-red-200 text-red-950' : 'bg-amber-100 text-amber-950',
                    title: `${Math.round(s.aiLean * 100)}% AI score`,
                  })),
              )
            }
          />
        </Tabs.Content>
        <Tabs.Content value="plagiarism" className="pt-3">
          <PlagiarismPanel
            getText={getText}
            paperId={paper?.id ?? null}
            onHighlights={(checked) =>
              showTextHighlights(
                editor,
                checked?.text ?? null,
                (checked?.marks ?? []).map((mark) => ({
                  start: mark.start,
                  end: mark.end,
                  className: 'bg-rose-200 text-rose-950',
                  title: `[${mark.group + 1}] ${mark.title}`,
                })),
              )
            }
          />
        </Tabs.Content>
        <Tabs.Content value="analysis" className="pt-3">
          <AnalysisPanel result={ai.analysis?.result ?? null} engine={ai.analysis?.engine ?? null} />
        </Tabs.Content>
        {paper && (
          <Tabs.Content value="sources" className="pt-3 data-[state=inactive]:hidden" forceMount>
            <SourcesPanel editor={editor} paper={paper} />
          </Tabs.Content>
        )}
        {paper && (
          <Tabs.Content value="versions" className="pt-3">
            <VersionHistory
              paperId={paper.id}
              currentText={getText}
              onRestore={(content, version) => {
                editor
                  .chain()
                  .setMeta(AUTHORSHIP_META, 'tool')
                  .setContent(toEditorHtml(content), { emitUpdate: true })
                  .run();
                void autosave.flush().then(() => toast.success(writingTexts.restored(version)));
              }}
            />
          </Tabs.Content>
        )}
        {paper && (
          <Tabs.Content value="authorship" className="pt-3">
            <Suspense fallback={<p className="text-sm text-slate-500">{authorshipTexts.loading}</p>}>
              <AuthorshipPanel
                paperId={paper.id}
                title={() => titleRef.current.trim() || draftTitle(editor.getText())}
              />
            </Suspense>
          </Tabs.Content>
        )}
      </Tabs.Root>
    </div>
  );
}
