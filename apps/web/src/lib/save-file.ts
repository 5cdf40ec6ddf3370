/**
 * Hands a file to the browser's downloads under `name`, from an object URL (a file the page
 * fetched with its access token, or made itself): a link with `download`, clicked.
 */
export function saveUrlAs(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob as `name`; its URL is let go a minute later, when the browser has read it. */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  saveUrlAs(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
