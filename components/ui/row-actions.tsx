import { useTranslations } from 'next-intl';
import { Button } from './button';

/** Edit and Delete for one row of a table, each named after what it acts on for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteDisabled,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabled?: boolean;
}) {
  const t = useTranslations('common');
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('editItem', { name })}>
        {t('edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={t('deleteItem', { name })}
        disabled={deleteDisabled}
      >
        {t('delete')}
      </Button>
    </>
  );
}
