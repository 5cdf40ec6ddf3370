interface ResultCountProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
}

/** "Showing 25–48 of 60 cameras". */
export function ResultCount({ page, pageSize, shown, total }: ResultCountProps) {
  if (shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <p>
      Showing {first}–{first + shown - 1} of {total} {total === 1 ? 'camera' : 'cameras'}
    </p>
  );
}
