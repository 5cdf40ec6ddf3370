/** The `?page=` of the URL as a positive whole number; anything else means page 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
