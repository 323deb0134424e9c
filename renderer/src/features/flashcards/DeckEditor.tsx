import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import type { DeckDraft } from './flashcards.api';
import { flashcardTexts as t } from './flashcards.texts';

const deckSchema = z.object({
  name: z.string().trim().min(1, t.deckNameRequired).max(200),
  description: z.string().max(2000),
  isPublic: z.boolean(),
  cards: z
    .array(
      z.object({
        id: z.string().optional(),
        front: z.string().trim().min(1, t.frontRequired).max(5000),
        back: z.string().trim().min(1, t.backRequired).max(10000),
      }),
    )
    .min(1, t.atLeastOneCard),
});
type DeckForm = z.infer<typeof deckSchema>;

const areaClasses =
  'mt-1 block min-h-20 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-[0.9375rem] text-ink ' +
  'focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none';

interface DeckEditorProps {
  initial: DeckDraft;
  submitLabel: string;
  onSave: (draft: DeckDraft, removedIds: string[]) => Promise<void>;
  /** Every edit, so the page can keep an unsaved deck as a draft. */
  onChange?: (draft: DeckDraft) => void;
}

/** Deck details and its cards: add, edit, delete and reorder, all checked before anything is saved. */
export function DeckEditor({ initial, submitLabel, onSave, onChange }: DeckEditorProps) {
  const form = useForm<DeckForm>({
    resolver: zodResolver(deckSchema),
    defaultValues: {
      name: initial.name,
      description: initial.description,
      isPublic: initial.isPublic,
      cards: initial.cards.map((c) => ({ ...c })),
    },
  });
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'cards',
    keyName: 'key',
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!onChange) return;
    return form.subscribe({
      formState: { values: true },
      callback: () => onChange({ ...form.getValues(), sourceDocumentId: initial.sourceDocumentId ?? null }),
    });
  }, [form, onChange, initial.sourceDocumentId]);

  const submit = form.handleSubmit(async (values) => {
    const kept = new Set(values.cards.flatMap((c) => (c.id ? [c.id] : [])));
    const removed = initial.cards.flatMap((c) => (c.id && !kept.has(c.id) ? [c.id] : []));
    await onSave({ ...values, sourceDocumentId: initial.sourceDocumentId ?? null }, removed);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6" aria-label={submitLabel}>
      <Card className="space-y-4 p-5">
        <TextField label={t.deckName} error={errors.name?.message} {...form.register('name')} />
        <div>
          <label htmlFor="deck-description" className="text-sm font-medium text-slate-700">
            {t.description}
          </label>
          <textarea
            id="deck-description"
            className={areaClasses}
            rows={2}
            {...form.register('description')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('isPublic')} />
          {t.makePublic}
        </label>
      </Card>
      <ol className="space-y-3" aria-label="Cards">
        {fields.map((field, index) => (
          <li key={field.key}>
            <Card className="p-4" data-testid="card-editor">
              <div className="flex items-center justify-between">
                <h3 className="text-sm font-semibold text-slate-600">{t.cardNumber(index + 1)}</h3>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.moveUp(index + 1)}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.moveDown(index + 1)}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.removeCard(index + 1)}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                <div>
                  <label htmlFor={`card-${field.key}-front`} className="text-sm font-medium text-slate-700">
                    {t.front}
                  </label>
                  <textarea
                    id={`card-${field.key}-front`}
                    className={areaClasses}
                    aria-invalid={errors.cards?.[index]?.front ? true : undefined}
                    {...form.register(`cards.${index}.front`)}
                  />
                  {errors.cards?.[index]?.front && (
                    <p className="mt-1 text-sm text-red-600">{errors.cards[index]?.front?.message}</p>
                  )}
                </div>
                <div>
                  <label htmlFor={`card-${field.key}-back`} className="text-sm font-medium text-slate-700">
                    {t.back}
                  </label>
                  <textarea
                    id={`card-${field.key}-back`}
                    className={areaClasses}
                    aria-invalid={errors.cards?.[index]?.back ? true : undefined}
                    {...form.register(`cards.${index}.back`)}
                  />
                  {errors.cards?.[index]?.back && (
                    <p className="mt-1 text-sm text-red-600">{errors.cards[index]?.back?.message}</p>
                  )}
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      {errors.cards?.root?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.cards.root.message}
        </p>
      )}
      {errors.cards?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.cards.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => append({ front: '', back: '' })}>
          <Plus aria-hidden="true" className="size-4" /> {t.addCard}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
