import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { inputClasses } from '../../ui/TextField';
import { toast } from '../../ui/toast.store';
import { ownedDocumentsQuery } from '../flashcards';
import { PlanFormFields } from './PlanForm';
import type { PlanDetail, ResourceInput } from './test-prep.api';
import {
  addResource,
  planDecksQuery,
  planQuery,
  removeResource,
  savePlan,
  testPrepKeys,
} from './test-prep.api';
import { testPrepTexts as t } from './test-prep.texts';

const selectClasses = `${inputClasses} border-slate-300`;

function ResourcesEditor({ detail }: { detail: PlanDetail }) {
  const queryClient = useQueryClient();
  const documents = useQuery(ownedDocumentsQuery());
  const decks = useQuery(planDecksQuery());
  const [textTitle, setTextTitle] = useState('');
  const [text, setText] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [deckId, setDeckId] = useState('');
  const planId = detail.plan.id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: testPrepKeys.plan(planId) });

  async function add(input: ResourceInput, reset: () => void) {
    try {
      await addResource(planId, input);
      reset();
      toast.success(t.resourceAdded);
      await refresh();
    } catch (error) {
      toast.failure(error);
    }
  }

  return (
    <>
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-ink">{t.resources}</h2>
        {detail.resources.length === 0 ? (
          <p className="mt-2 text-muted">{t.noResources}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200" aria-label={t.resources}>
            {detail.resources.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                    {t.kinds[r.resource_type] ?? r.resource_type}
                  </span>
                  {r.title}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.remove(r.title)}
                  onClick={() => void removeResource(r.id).then(refresh)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Card className="space-y-3 p-4">
          <h3 className="font-semibold text-ink">{t.addText}</h3>
          <label className="block text-sm font-medium text-slate-700">
            {t.textTitle}
            <input
              value={textTitle}
              onChange={(e) => setTextTitle(e.target.value)}
              className={`${selectClasses} mt-1`}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t.textContent}
            <textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={6}
              className="mt-1 block w-full rounded-xl border border-slate-300 p-2 focus:border-brand-500 focus:outline-none"
            />
          </label>
          <Button
            size="sm"
            disabled={!text.trim()}
            onClick={() =>
              void add(
                { kind: 'text', title: textTitle.trim() || text.trim().slice(0, 60), content: text },
                () => {
                  setText('');
                  setTextTitle('');
                },
              )
            }
          >
            {t.add}
          </Button>
        </Card>
        <Card className="space-y-3 p-4">
          <h3 className="font-semibold text-ink">{t.addDocument}</h3>
          <select
            aria-label={t.addDocument}
            value={documentId}
            onChange={(e) => setDocumentId(e.target.value)}
            className={selectClasses}
          >
            <option value="">{t.chooseDocument}</option>
            {(documents.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            disabled={!documentId}
            onClick={() => {
              const title = documents.data?.find((d) => d.id === documentId)?.title ?? '';
              void add({ kind: 'document', title, documentId }, () => setDocumentId(''));
            }}
          >
            {t.add}
          </Button>
        </Card>
        <Card className="space-y-3 p-4">
          <h3 className="font-semibold text-ink">{t.addDeck}</h3>
          <select
            aria-label={t.addDeck}
            value={deckId}
            onChange={(e) => setDeckId(e.target.value)}
            className={selectClasses}
          >
            <option value="">{t.chooseDeck}</option>
            {(decks.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} ({d.card_count})
              </option>
            ))}
          </select>
          <Button
            size="sm"
            disabled={!deckId}
            onClick={() => {
              const title = decks.data?.find((d) => d.id === deckId)?.name ?? '';
              void add({ kind: 'deck', title, deckId }, () => setDeckId(''));
            }}
          >
            {t.add}
          </Button>
        </Card>
      </div>
      <Card className="mt-4 p-5">
        <PlanFormFields
          initial={{
            title: detail.plan.title,
            subjectId: detail.plan.subject_id,
            examDate: detail.plan.exam_date,
            description: detail.plan.description ?? '',
          }}
          submitLabel={t.savePlan}
          onSave={async (values) => {
            try {
              await savePlan(values, planId);
              toast.success(t.planSaved);
              await queryClient.invalidateQueries({ queryKey: testPrepKeys.all });
            } catch (error) {
              toast.failure(error);
            }
          }}
        />
      </Card>
      <ButtonLink to={`/dashboard/test-prep/${planId}`} className="mt-6">
        {t.done}
      </ButtonLink>
    </>
  );
}

/** /dashboard/test-prep/{planId}/edit-resources: the plan's details and what it studies from. */
export function PlanResourcesPage() {
  const { planId = '' } = useParams();
  const query = useQuery(planQuery(planId));
  return (
    <div className="mx-auto max-w-5xl">
      <PageMeta title={t.editTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.editTitle}</h1>
      <QueryState query={query} loading={<Skeleton className="mt-6 h-64 rounded-2xl" />}>
        {(detail) => <ResourcesEditor detail={detail} />}
      </QueryState>
    </div>
  );
}
