import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../ui/toast.store';
import { PlanFormFields } from './PlanForm';
import { savePlan, testPrepKeys } from './test-prep.api';
import { testPrepTexts as t } from './test-prep.texts';

/** /dashboard/test-prep/create: a plan's name, subject and exam date; resources come next. */
export function PlanCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta title={t.createTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.createTitle}</h1>
      <Card className="mt-6 p-5">
        <PlanFormFields
          initial={{ title: '', subjectId: null, examDate: null, description: '' }}
          submitLabel={t.createPlan}
          onSave={async (values) => {
            try {
              const id = await savePlan(values);
              await queryClient.invalidateQueries({ queryKey: testPrepKeys.plans() });
              await navigate(`/dashboard/test-prep/${id}/edit-resources`);
            } catch (error) {
              toast.error(error instanceof Error ? error.message : String(error));
            }
          }}
        />
      </Card>
    </div>
  );
}
