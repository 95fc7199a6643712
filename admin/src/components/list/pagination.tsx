import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="pagination" aria-label={t("items.pagination.label")}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("items.pagination.previous")}
      </Button>
      <p className="pagination__status" aria-live="polite">
        {t("items.pagination.status", { page, pages })}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("items.pagination.next")}
      </Button>
    </nav>
  );
}
