/** Bundles the listing writer the SQLite read workers run (decision 054) into `outfile`. */
export function buildListingWriter(outfile: string): Promise<void>;
