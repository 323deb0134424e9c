import { Button } from '../../ui/Button';

interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
  labels: { cancel: string; save: string; saving: string };
}

/** Cancel (discards the changes) and Save Changes, at the end of a settings form. */
export function FormActions({ saving, onCancel, labels }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2 sm:col-span-2">
      <Button variant="outline" onClick={onCancel}>
        {labels.cancel}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? labels.saving : labels.save}
      </Button>
    </div>
  );
}
