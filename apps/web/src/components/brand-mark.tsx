/** The Refocus icon and wordmark. */
export function BrandMark() {
  return (
    <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      Refocus
    </span>
  );
}
