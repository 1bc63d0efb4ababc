import { Button } from './button';

/** Edit and Delete for one row of a table, each named after what it acts on for screen readers. */
export function RowActions({ name, onEdit, onDelete, deleteDisabled }: { name: string; onEdit: () => void; onDelete: () => void; deleteDisabled?: boolean }) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`} disabled={deleteDisabled}>
        Delete
      </Button>
    </>
  );
}
