/** Whatever the shop is called, as text inside HTML. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page every visitor gets while the shop is in maintenance (decision 065): drawn here, with
 * nothing to fetch (the web app's pages need the database), and it reloads itself until the
 * shop is back.
 */
export function maintenancePage(shopName: string, reloadSeconds: number): string {
  const name = escaped(shopName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${reloadSeconds}">
<meta name="robots" content="noindex">
<title>Back in a few minutes — ${name}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center;
         background: #f7f7f5; color: #1f2328; }
  main { max-width: 32rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  p { line-height: 1.5; margin: 0 0 .75rem; }
  @media (prefers-color-scheme: dark) { body { background: #1d232a; color: #e6e6e6; } }
</style>
</head>
<body>
<main>
<h1>${name} is back in a few minutes</h1>
<p>The shop is being restored from a backup. Nothing you do is lost: this page reloads by itself when the shop is back.</p>
</main>
</body>
</html>
`;
}
