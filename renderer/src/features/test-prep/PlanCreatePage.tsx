import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../ui/toast.store';
import { ownedDocumentsQuery } from '../flashcards';
import { PlanFormFields } from './PlanForm';
import { addResource, savePlan, testPrepKeys } from './test-prep.api';
import { testPrepTexts as t } from './test-prep.texts';

/**
 * /dashboard/test-prep/create: a plan's name, subject and exam date; resources come next. `?document={id}` (the
 * "Test me on this document" links) starts the plan with that document, when the user owns it, as its resource.
 */
export function PlanCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linked = useSearchParams()[0].get('document');
  const documents = useQuery({ ...ownedDocumentsQuery(), enabled: linked !== null });
  const document = linked ? documents.data?.find((d) => d.id === linked) : undefined;
  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta title={t.createTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.createTitle}</h1>
      {document && (
        <p
          className="mt-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-800"
          data-testid="linked-document"
        >
          {t.startsWithDocument(document.title)}
        </p>
      )}
      <Card className="mt-6 p-5">
        <PlanFormFields
          initial={{ title: '', subjectId: null, examDate: null, description: '' }}
          submitLabel={t.createPlan}
          onSave={async (values) => {
            try {
              const id = await savePlan(values);
              if (document)
                await addResource(id, { kind: 'document', title: document.title, documentId: document.id });
              await queryClient.invalidateQueries({ queryKey: testPrepKeys.plans() });
              await navigate(`/dashboard/test-prep/${id}/edit-resources`);
            } catch (error) {
              toast.failure(error);
            }
          }}
        />
      </Card>
    </div>
  );
}
