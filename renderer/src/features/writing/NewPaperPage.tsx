import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { wordsCost } from '../../../../shared/study/pricing/points-pricing.engine';
import {
  PAPER_CITATION_STYLES,
  PAPER_LEVELS,
  PAPER_TYPES,
  freshPaperSettings,
  paperColumnsOf,
  paperSettingsSchema,
  type PaperMainType,
  type PaperSettings,
} from '../../../../shared/study/writing/paper-settings.schema';
import { Button } from '../../ui/Button';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../ui/toast.store';
import { RestoredDraftNotice, useFormDraft } from '../drafts';
import { handoffTexts } from './handoff/handoff.texts';
import { clearHandoff, handoffFromSearch, writerFieldsFromText } from './handoff/tool-handoff';
import { createPaperWithSettings, writingKeys } from './writing.api';
import { writingPaths } from './writing.paths';
import { writerTexts } from './writer.texts';

const input = 'mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3';

function Field(props: { label: string; error?: string; children: React.ReactNode }) {
  return (
    <label className="block text-sm">
      <span className="font-medium text-ink">{props.label}</span>
      {props.children}
      {props.error && (
        <span role="alert" className="mt-1 block text-xs text-red-700">
          {props.error}
        </span>
      )}
    </label>
  );
}

/** /dashboard/ai-writer/paper: the new-paper form (spec 2 sections 3 and 5), starting from the fresh-form defaults. */
export function NewPaperPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Text pasted on the writer's landing (kept across sign-in) becomes the title and instructions.
  const { search } = useLocation();
  const [handoff] = useState(() => handoffFromSearch(search, ['ai-writer']));
  useEffect(() => {
    if (handoff) clearHandoff(handoff.tool);
  }, [handoff]);
  const form = useForm<z.input<typeof paperSettingsSchema>, unknown, PaperSettings>({
    resolver: zodResolver(paperSettingsSchema),
    defaultValues: { ...freshPaperSettings(), ...(handoff ? writerFieldsFromText(handoff.text) : {}) },
  });
  // The instructions can be long: kept on this device until the paper is created (text from a landing is new work).
  const journal = useFormDraft(form, handoff ? null : 'writer:new-paper');
  const { errors } = form.formState;
  const mainType = useWatch({ control: form.control, name: 'mainType' }) as PaperMainType;
  const words = Number(useWatch({ control: form.control, name: 'wordCount' })) || 0;
  const create = useMutation({
    mutationFn: (settings: PaperSettings) =>
      createPaperWithSettings(paperColumnsOf(settings), settings.wordCount),
    onSuccess: (id) => {
      void journal.saved();
      void queryClient.invalidateQueries({ queryKey: writingKeys.papers('writer') });
      void navigate(writingPaths.paper('writer', id));
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta title={writerTexts.formTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{writerTexts.formTitle}</h1>
      {handoff && (
        <p role="status" className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {handoffTexts.arrivedWriter}
        </p>
      )}
      <div className="mt-3">
        <RestoredDraftNotice
          journal={journal}
          onDiscard={() => void journal.discard().then(() => form.reset())}
        />
      </div>
      <form
        noValidate
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:grid-cols-2"
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
      >
        <div className="sm:col-span-2">
          <Field label={writerTexts.fields.title} error={errors.title?.message}>
            <input className={input} {...form.register('title')} />
          </Field>
        </div>
        <Field label={writerTexts.fields.mainType}>
          <select
            className={input}
            {...form.register('mainType', {
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                form.setValue('subType', PAPER_TYPES[e.target.value as PaperMainType][0]),
            })}
          >
            {Object.keys(PAPER_TYPES).map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label={writerTexts.fields.subType} error={errors.subType?.message}>
          <select className={input} {...form.register('subType')}>
            {PAPER_TYPES[mainType].map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label={writerTexts.fields.wordCount} error={errors.wordCount?.message}>
          <input type="number" min={100} step={50} className={input} {...form.register('wordCount')} />
        </Field>
        <Field label={writerTexts.fields.level}>
          <select className={input} {...form.register('level')}>
            {PAPER_LEVELS.map((l) => (
              <option key={l} value={l}>
                {writerTexts.levels[l]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={writerTexts.fields.citationStyle}>
          <select className={input} {...form.register('citationStyle')}>
            {PAPER_CITATION_STYLES.map((s) => (
              <option key={s} value={s}>
                {writerTexts.styles[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={writerTexts.fields.sourceCount} error={errors.sourceCount?.message}>
          <input type="number" min={0} max={50} className={input} {...form.register('sourceCount')} />
        </Field>
        <Field label={writerTexts.fields.yearStart} error={errors.yearStart?.message}>
          <input type="number" className={input} {...form.register('yearStart')} />
        </Field>
        <Field label={writerTexts.fields.yearEnd} error={errors.yearEnd?.message}>
          <input type="number" className={input} {...form.register('yearEnd')} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('sourcesRequired')} />
          {writerTexts.fields.sourcesRequired}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('inlineCitation')} />
          {writerTexts.fields.inlineCitation}
        </label>
        <div className="sm:col-span-2">
          <Field label={writerTexts.fields.referenceLinks}>
            <textarea rows={2} className={`${input} h-auto py-2`} {...form.register('referenceLinks')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={writerTexts.fields.instructions}>
            <textarea rows={4} className={`${input} h-auto py-2`} {...form.register('instructions')} />
          </Field>
        </div>
        <p className="text-sm text-slate-600 sm:col-span-2" data-testid="generation-price">
          {writerTexts.generationPrice(words, wordsCost(words))}
        </p>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {writerTexts.createBlank}
          </Button>
        </div>
      </form>
    </div>
  );
}
