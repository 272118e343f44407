// The landing page's HTML once the shell's HTML server holds the recent members: it asks the API
// as it starts and keeps the list warm, but on a busy machine that first answer may come after the
// first page (docs/architecture.md §3). What a visitor of a running site gets is the warm page.
const MEMBERS_BLOCK = 'id="journeys-recent-members"';

export async function landingHtmlWithMembers(siteUrl: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const html = await (await fetch(`${siteUrl}/`)).text();
    if (html.includes(MEMBERS_BLOCK)) return html;
    if (Date.now() > deadline)
      throw new Error(`the landing page's HTML had no recent members after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
