import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { useIsMobile } from '../ui/use-is-mobile';

/** One column of a DataTable: its header, and what each row shows in it. */
export interface Column<Row> {
  /** Unique within the table (React key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of both the header and the cells (alignment, hiding on phones). */
  className?: string;
  /** Classes of the cells only (widths, wrapping). */
  cellClassName?: string;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  className?: string;
  /** Classes of the header, e.g. to keep it in view while the table scrolls. */
  headerClassName?: string;
  /** Classes of the header row, e.g. no hover colour on lists whose rows are links. */
  headerRowClassName?: string;
  /** Shown across the whole row instead of its cells when it returns something (an inline form). */
  rowOverride?: (row: Row) => ReactNode;
}

/** A table of records, one row each, described by its columns. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  className,
  headerClassName,
  headerRowClassName,
  rowOverride,
}: DataTableProps<Row>) {
  return (
    <Table className={className}>
      <TableHeader className={headerClassName}>
        <TableRow className={headerRowClassName}>
          {columns.map((column) => (
            <TableHead key={column.key} className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const override = rowOverride?.(row);
          return (
            <TableRow key={rowKey(row)}>
              {override ? (
                <TableCell colSpan={columns.length}>{override}</TableCell>
              ) : (
                columns.map((column) => (
                  <TableCell
                    key={column.key}
                    className={cn(column.className, column.cellClassName)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

interface ResponsiveTableProps<Row> extends DataTableProps<Row> {
  /** A phone's card of one row: the same facts, stacked. */
  card: (row: Row) => ReactNode;
  cardClassName?: string;
}

/** A table on wider screens; on phones one card per row, so nothing hides off to the side. */
export function ResponsiveTable<Row>({ card, cardClassName, ...table }: ResponsiveTableProps<Row>) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <ul className="grid gap-3">
        {table.rows.map((row) => (
          <li
            key={table.rowKey(row)}
            className={cn('grid rounded-xl border bg-card p-4 shadow-sm', cardClassName)}
          >
            {card(row)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <DataTable {...table} />
    </div>
  );
}
